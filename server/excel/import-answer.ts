import type { Translate } from '../../runtime/index.ts';
import type { ImportResult } from './import-run.ts';

/** The msgInfo of a finished import, in pub/importFromExcel.ajax and in the status of its job. */
export function importMessage(t: Translate, result: ImportResult): string {
  const counts = { success: result.successNum, error: result.errorNum };
  return result.errorNum > 0 ? t('files.importPartial', counts) : t('files.importDone', counts);
}
