import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../runtime/index.ts';
import { requireAdmin } from '../../admin/admin-access.ts';
import { sealPasswords, type InitialPassword, type SealedPasswords } from '../../admin/initial-passwords.ts';
import { createUserBatches } from '../../admin/user-import.ts';
import { USER_IMPORT, USER_IMPORT_FIELDS, USER_IMPORT_ID } from '../../admin/user-import-template.ts';
import { loadSessionUser } from '../../auth/session-user.ts';
import { importSheet, type ImportResult } from '../../excel/import-run.ts';
import { templateSecret } from '../../excel/template-secret.ts';
import { findFileRecord } from '../../files/file-records.ts';
import { translators } from '../../plugins/i18n.ts';
import { defineJob } from '../job-types.ts';
import { JOB_USER, jobRecordContext, refusalOf } from '../user-job.ts';
import { importOnce } from './import-job.ts';
import { passwordPolicyOf } from '../../system/live-params.ts';

export const USER_IMPORT_JOB = 'users.import';

export const USER_IMPORT_PAYLOAD = Type.Object({
  fileId: Type.String({ maxLength: 200 }),
  /** The import's public key (initial-passwords.ts): the passwords are sealed for the administrator's private key. */
  publicKey: Type.String({ maxLength: 1000 }),
  user: JOB_USER,
});

export type UserImportPayload = Static<typeof USER_IMPORT_PAYLOAD>;

/** The job's result: the import's counts, and the first passwords until their one download takes them. */
export type UserImportResult = ImportResult & { passwords?: SealedPasswords };

/**
 * system/user/import.ajax as a job: the import pipeline of the modules (importSheet, committed
 * once by importOnce) with the rows becoming accounts (createUserBatches). The administrator is
 * read again when the job runs: one whose grant was taken meanwhile imports nothing.
 */
export function userImportJob(app: FastifyInstance) {
  const { database, fileStorage: storage } = app;
  return defineJob({
    name: USER_IMPORT_JOB,
    payload: USER_IMPORT_PAYLOAD,
    maxAttempts: 3,
    final: refusalOf,
    run: (payload, { id, report }) =>
      importOnce(database.db, id, async (commit) => {
        const upload = await findFileRecord(database.db, payload.fileId);
        if (!upload || upload.kind !== 'import' || upload.moduleId !== USER_IMPORT_ID) throw new AppError('E_RECORD_NOT_FOUND', {}, 'files.uploadNotFound');
        const actor = await loadSessionUser(database.db, payload.user.userId, '');
        if (!actor) throw new AppError('E_OPERATION_DENIED', { operation: 'import' });
        requireAdmin(actor, 'users', 'import');
        const ctx = jobRecordContext(payload.user);
        const t = translators[ctx.locale];
        const issued: InitialPassword[] = [];
        let sealed: UserImportResult | undefined;
        await importSheet({
          database,
          storage,
          upload,
          template: { module: USER_IMPORT, fields: USER_IMPORT_FIELDS, locale: ctx.locale, secret: await templateSecret(database), t },
          errorFileName: `${USER_IMPORT.bundle.title[ctx.locale]}_${t('files.errorFileName')}.xlsx`,
          ctx,
          openBatches: async (trx) => createUserBatches(trx, { actor, policy: passwordPolicyOf(app.params.values), ctx, t, issued }),
          onProgress: report,
          onCommit: async (trx, result) => {
            sealed = issued.length > 0 ? { ...result, passwords: sealPasswords(payload.publicKey, issued) } : result;
            await commit(trx, sealed);
          },
        });
        return sealed;
      }),
  });
}
