import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../runtime/index.ts';
import { runImport } from '../../excel/import-run.ts';
import { findFileRecord } from '../../files/file-records.ts';
import { translators } from '../../plugins/i18n.ts';
import { defineJob } from '../job-types.ts';
import { JOB_USER, jobRecordContext, refusalOf } from '../user-job.ts';
import type { PlatformDb } from '../../db/tables/index.ts';

export const IMPORT_JOB = 'excel.import';

/** pub/importFromExcel.ajax's parameters, checked by the call, and who asked. */
export const IMPORT_PAYLOAD = Type.Object({
  moduleId: Type.String({ maxLength: 200 }),
  fileId: Type.String({ maxLength: 200 }),
  flagField: Type.String({ maxLength: 64 }),
  overwrite: Type.Boolean(),
  parentId: Type.String({ maxLength: 200 }),
  parentName: Type.String({ maxLength: 200 }),
  user: JOB_USER,
  /** The user's field permissions when they asked (field-overrides.ts): the rows follow them as a save would. */
  fieldAccess: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.Literal('hidden'), Type.Literal('readOnly')]))),
});

export type ImportPayload = Static<typeof IMPORT_PAYLOAD>;

/** Thrown in the import's transaction when another run of the job committed first: its rows roll back. */
class CommittedElsewhere extends Error {}

/** The result a run committed with its rows, if one did. */
async function committedResult(db: PlatformDb, id: string): Promise<unknown> {
  const row = await db.selectFrom('sys_job').select('result').where('id', '=', Number(id)).executeTakeFirst();
  return row?.result ?? undefined;
}

/**
 * Runs an import whose rows and result commit in one transaction (`run` hands `commit` to the
 * import's onCommit), with the result written only where none is yet: that is the commit
 * marker. A run after a server died mid-import finds either no marker (the dead run's rows
 * rolled back with its transaction, so it imports the file again) or the marker (the rows are
 * in; it only settles the job). Two runs at once (a lease that ran out under a slow server)
 * queue on the import's lock and the second, finding the marker taken, rolls back.
 */
export async function importOnce(db: PlatformDb, id: string, run: (commit: (trx: PlatformDb, result: unknown) => Promise<void>) => Promise<unknown>): Promise<unknown> {
  if ((await committedResult(db, id)) !== undefined) return undefined;
  try {
    return await run(async (trx, result) => {
      const marked = await trx.updateTable('sys_job').set({ result: JSON.stringify(result) }).where('id', '=', Number(id)).where('result', 'is', null).executeTakeFirst();
      if (marked.numUpdatedRows === 0n) throw new CommittedElsewhere();
    });
  } catch (error) {
    if (error instanceof CommittedElsewhere) return undefined;
    throw error;
  }
}

/** A module import as a job, committed once (importOnce). */
export function importJob(app: FastifyInstance) {
  const { database, fileStorage: storage } = app;
  return defineJob({
    name: IMPORT_JOB,
    payload: IMPORT_PAYLOAD,
    maxAttempts: 3,
    final: refusalOf,
    run: (payload, { id, attempt, report }) =>
      importOnce(database.db, id, async (commit) => {
        // A run taking over another server's may find this server's registry behind a publish.
        if (attempt > 1) await app.modules.reload();
        const module = app.modules.byModuleId(payload.moduleId);
        const upload = await findFileRecord(database.db, payload.fileId);
        if (!module || !upload || upload.kind !== 'import') throw new AppError('E_RECORD_NOT_FOUND', {}, 'files.uploadNotFound');
        const ctx = jobRecordContext(payload.user);
        return runImport({
          database,
          registry: app.modules,
          storage,
          module,
          upload,
          flagField: payload.flagField,
          overwrite: payload.overwrite,
          parentId: payload.parentId,
          parentName: payload.parentName,
          fieldAccess: payload.fieldAccess ?? {},
          ctx,
          t: translators[ctx.locale],
          onProgress: report,
          onCommit: commit,
        });
      }),
  });
}
