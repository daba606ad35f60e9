/**
 * A report's versions, as a module's (docs/module-authoring.md): an analyst saves a checked
 * draft, an administrator publishes it (the published one is archived, the report's menu entry
 * placed) or rolls back to an archived version (which comes back as a new published version).
 * One transaction each; the unique indexes of migration 0050 refuse a second draft or
 * published version written concurrently.
 */
import { sql } from 'kysely';
import { AppError, checkReportBundle, COMPARISON_ROUTER_PATH, REPORT_ROUTER_PATH, type BundleProblem, type ReportBundle } from '../../runtime/index.ts';
import type { DesignedReport, ReportVersionInfo } from '../../contracts/report.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { DesignRefusal } from '../designer/design-refusal.ts';

/** The bundle checked against the published modules, or the refusal listing its problems. */
export function checkedReport(json: unknown, registry: ModuleRegistry): ReportBundle {
  const id = json && typeof json === 'object' && 'reportId' in json ? String((json as { reportId: unknown }).reportId) : 'report';
  const checked = checkReportBundle(json, `${id}.json`, { modules: registry });
  if (!checked.bundle) throw new DesignRefusal('E_BUNDLE_INVALID', { problems: checked.problems satisfies BundleProblem[] });
  return checked.bundle;
}

async function nextVersion(trx: PlatformDb, reportId: string): Promise<number> {
  const row = await trx.selectFrom('sys_report_version').select((eb) => eb.fn.max('version').as('last')).where('report_id', '=', reportId).executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Saves the analyst's draft: replaces the report's draft, or starts one. @returns its version number */
export async function saveReportDraft(db: PlatformDb, registry: ModuleRegistry, userId: string, json: unknown): Promise<number> {
  const bundle = checkedReport(json, registry);
  return db.transaction().execute(async (trx) => {
    const draft = await trx.selectFrom('sys_report_version').select('version').where('report_id', '=', bundle.reportId).where('status', '=', 'draft').forUpdate().executeTakeFirst();
    if (draft) {
      await trx.updateTable('sys_report_version').set({ bundle: JSON.stringify(bundle), created_by: userId }).where('report_id', '=', bundle.reportId).where('version', '=', draft.version).execute();
      return draft.version;
    }
    const version = await nextVersion(trx, bundle.reportId);
    await trx.insertInto('sys_report_version').values({ report_id: bundle.reportId, version, status: 'draft', bundle: JSON.stringify(bundle), created_by: userId }).execute();
    return version;
  });
}

/** The report's menu entry: placed anew on every publish, its name and roles as an administrator left them once made. */
export async function placeReportMenu(trx: PlatformDb, bundle: ReportBundle): Promise<void> {
  const menu = bundle.menu;
  if (!menu) return;
  const routerPath = bundle.comparison ? COMPARISON_ROUTER_PATH : REPORT_ROUTER_PATH;
  const folder = await trx.selectFrom('sys_menu').select('id').where('id', '=', menu.parentId).executeTakeFirst();
  const parentId = folder ? menu.parentId : '-1';
  const moved = await trx.updateTable('sys_menu').set({ parent_id: parentId, router_path: routerPath }).where('module', '=', bundle.reportId).executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) return;
  await trx
    .insertInto('sys_menu')
    .values({ id: bundle.reportId, parent_id: parentId, name_zh: bundle.title['zh-CN'], name_en: bundle.title['en-US'], icon: menu.icon ?? null, module: bundle.reportId, router_path: routerPath, mod_type: 'MENU', seq: menu.seq ?? 0 })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const roles = (menu.roles ?? []).map((role_id) => ({ menu_id: bundle.reportId, role_id }));
  if (roles.length > 0) await trx.insertInto('sys_menu_role').values(roles).onConflict((conflict) => conflict.doNothing()).execute();
}

/** Makes `version` the published one (from draft or archived); the published one before it is archived. */
async function makePublished(trx: PlatformDb, registry: ModuleRegistry, reportId: string, bundleText: string, version: number, userId: string): Promise<number> {
  // Checked again: the modules it reads may have changed since it was saved.
  const bundle = checkedReport(JSON.parse(bundleText), registry);
  await trx.updateTable('sys_report_version').set({ status: 'archived' }).where('report_id', '=', reportId).where('status', '=', 'published').execute();
  await trx.updateTable('sys_report_version').set({ status: 'published', published_by: userId, published_at: sql`localtimestamp(0)` }).where('report_id', '=', reportId).where('version', '=', version).execute();
  await placeReportMenu(trx, bundle);
  return version;
}

/** Publishes the report's draft. @returns the published version number */
export async function publishReportDraft(db: PlatformDb, registry: ModuleRegistry, userId: string, reportId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const draft = await trx.selectFrom('sys_report_version').select(['version', 'bundle']).where('report_id', '=', reportId).where('status', '=', 'draft').forUpdate().executeTakeFirst();
    if (!draft) throw new AppError('E_NOT_FOUND', { reportId }, 'report.noDraft');
    return makePublished(trx, registry, reportId, draft.bundle, draft.version, userId);
  });
}

/** Publishes an archived version again, as a new version with its bundle. @returns the new version number */
export async function rollbackReport(db: PlatformDb, registry: ModuleRegistry, userId: string, reportId: string, version: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('sys_report_version').select('bundle').where('report_id', '=', reportId).where('version', '=', version).where('status', '=', 'archived').executeTakeFirst();
    if (!old) throw new AppError('E_NOT_FOUND', { reportId, version }, 'report.noVersion');
    const next = await nextVersion(trx, reportId);
    await trx.insertInto('sys_report_version').values({ report_id: reportId, version: next, status: 'archived', bundle: old.bundle, created_by: userId }).execute();
    return makePublished(trx, registry, reportId, old.bundle, next, userId);
  });
}

export async function reportVersions(db: PlatformDb, reportId: string): Promise<ReportVersionInfo[]> {
  const rows = await db.selectFrom('sys_report_version').selectAll().where('report_id', '=', reportId).orderBy('version', 'desc').execute();
  return rows.map((row) => ({
    version: row.version,
    status: row.status,
    createdBy: row.created_by,
    createdAt: String(row.created_at),
    publishedBy: row.published_by,
    publishedAt: row.published_at === null ? null : String(row.published_at),
    bundle: JSON.parse(row.bundle) as ReportBundle,
  }));
}

/** Every report with a version, by id; its title and source from its newest version. */
export async function designedReports(db: PlatformDb): Promise<DesignedReport[]> {
  const rows = await db.selectFrom('sys_report_version').select(['report_id', 'version', 'status', 'bundle']).orderBy('report_id').orderBy('version', 'desc').execute();
  const reports = new Map<string, DesignedReport>();
  for (const row of rows) {
    const bundle = JSON.parse(row.bundle) as ReportBundle;
    const report = reports.get(row.report_id) ?? { reportId: row.report_id, title: bundle.title, source: bundle.source, publishedVersion: null, draftVersion: null };
    if (row.status === 'published') report.publishedVersion = row.version;
    if (row.status === 'draft') report.draftVersion = row.version;
    reports.set(row.report_id, report);
  }
  return [...reports.values()];
}

/** The report's draft, for its review message; E_NOT_FOUND without one. */
export async function reportDraft(db: PlatformDb, reportId: string): Promise<{ version: number; bundle: ReportBundle }> {
  const row = await db.selectFrom('sys_report_version').select(['version', 'bundle']).where('report_id', '=', reportId).where('status', '=', 'draft').executeTakeFirst();
  if (!row) throw new AppError('E_NOT_FOUND', { reportId }, 'report.noDraft');
  return { version: row.version, bundle: JSON.parse(row.bundle) as ReportBundle };
}
