import { AppError, type ErrorCode, type MessageParams } from '../../runtime/index.ts';

/**
 * A refusal that carries the details an analyst needs to act (problems with their JSON
 * pointers, refusals with their counts): the designer's routes answer them as the envelope's
 * `param` next to the translated message.
 */
export class DesignRefusal extends AppError {
  readonly param: Record<string, unknown>;

  constructor(code: ErrorCode, param: Record<string, unknown>, params: MessageParams = {}) {
    super(code, params);
    this.name = 'DesignRefusal';
    this.param = param;
  }
}
