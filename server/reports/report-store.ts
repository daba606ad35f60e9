/**
 * Report versions in sys_report_version (migration 0050): the bundles of reports/ a database
 * has never had become their first published versions, checked against the published modules
 * (bad files are logged and skipped, as module files are) with their menu entries; a run reads
 * the published version.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReportBundle, type ReportBundle } from '../../runtime/index.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { SYSTEM_AUTHOR } from '../designer/version-store.ts';
import { placeReportMenu } from './report-versions.ts';

export const REPORTS_DIR = fileURLToPath(new URL('../../reports/', import.meta.url));

function defaultLog(line: string): void {
  console.warn(`report bundle skipped: ${line}`);
}

/** The checked report bundles of a folder, by file name order. */
export async function readReportFiles(registry: ModuleRegistry, dir: string = REPORTS_DIR, log: (line: string) => void = defaultLog): Promise<ReportBundle[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const bundles: ReportBundle[] = [];
  for (const name of names) {
    const file = path.join('reports', name);
    let json: unknown;
    try {
      json = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8'));
    } catch (error) {
      log(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const checked = checkReportBundle(json, file, { modules: registry });
    if (checked.bundle) bundles.push(checked.bundle);
    else for (const problem of checked.problems) log(`${problem.file} ${problem.pointer}: ${problem.message}`);
  }
  return bundles;
}

/** Publishes the reports of `dir` the database has never had, as version 1 by `system`. @returns their ids */
export async function publishNewReportFiles(db: PlatformDb, registry: ModuleRegistry, dir: string = REPORTS_DIR, log?: (line: string) => void): Promise<string[]> {
  const bundles = await readReportFiles(registry, dir, log);
  if (bundles.length === 0) return [];
  const known = new Set((await db.selectFrom('sys_report_version').select('report_id').distinct().execute()).map((row) => row.report_id));
  const added = bundles.filter((bundle) => !known.has(bundle.reportId));
  for (const bundle of added) {
    await db.transaction().execute(async (trx) => {
      const row = { report_id: bundle.reportId, version: 1, status: 'published', bundle: JSON.stringify(bundle), created_by: SYSTEM_AUTHOR, published_by: SYSTEM_AUTHOR };
      // A second server starting at the same moment inserted it first: its row stands.
      await trx.insertInto('sys_report_version').values(row).onConflict((conflict) => conflict.constraint('sys_report_version_number').doNothing()).execute();
      await placeReportMenu(trx, bundle);
    });
  }
  return added.map((bundle) => bundle.reportId);
}

/** The published version of a report; stored bundles passed the check on their way in. */
export async function publishedReport(db: PlatformDb, reportId: string): Promise<ReportBundle | undefined> {
  const row = await db.selectFrom('sys_report_version').select('bundle').where('report_id', '=', reportId).where('status', '=', 'published').executeTakeFirst();
  return row ? (JSON.parse(row.bundle) as ReportBundle) : undefined;
}
