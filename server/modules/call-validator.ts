import Ajv from 'ajv';
import { AppError } from '../../runtime/index.ts';

type JsonSchema = Record<string, unknown>;

export interface CallParamsDefinition {
  params: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  /** Record fields are open-ended (save.ajax): other keys are left to coerceRecord, which refuses unknown ones. */
  open?: boolean;
}

// Fastify's own options: form values are strings, a repeated one an array; unknown keys are dropped.
const ajv = new Ajv({ coerceTypes: 'array', removeAdditional: true, useDefaults: true });

/**
 * The parameter check addCall (server/auth/call-route.ts) gets from Fastify, for calls whose
 * path is only known per request (module calls under a bundle's apiPath).
 * @returns a check that drops unknown keys of a closed definition and throws AppError E_BAD_REQUEST.
 */
export function paramsValidator(definition: CallParamsDefinition): (params: Record<string, unknown>) => void {
  const validate = ajv.compile({
    type: 'object',
    properties: definition.params,
    required: [...(definition.required ?? [])],
    additionalProperties: definition.open === true,
  });
  return (params) => {
    if (!validate(params)) throw new AppError('E_BAD_REQUEST', { reason: ajv.errorsText(validate.errors, { dataVar: 'params' }) });
  };
}
