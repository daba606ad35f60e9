import { AppError, type FieldError } from '../../runtime/index.ts';

/** A save refused by the field rules; routes answer it with the errors per field (param.errors). */
export class RecordValidationError extends AppError {
  readonly errors: FieldError[];

  constructor(errors: FieldError[]) {
    super('E_VALIDATION');
    this.errors = errors;
  }
}
