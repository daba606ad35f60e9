import type { FieldError } from '../../runtime/index.ts';
import { RecordValidationError } from './record-validation-error.ts';

/**
 * Runs the parent's write and answers its field errors together with its inline rows' errors,
 * so the form shows every place to fix at once; rows with errors refuse a parent without any.
 */
export async function withRowErrors<T>(rowErrors: readonly FieldError[], write: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (error instanceof RecordValidationError && rowErrors.length > 0) throw new RecordValidationError([...error.errors, ...rowErrors]);
    throw error;
  }
  if (rowErrors.length > 0) throw new RecordValidationError([...rowErrors]);
  return result;
}
