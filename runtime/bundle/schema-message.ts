/**
 * An ajv error as a bundle problem's message id and parameters: one id per JSON Schema keyword
 * the bundle schemas use, and one per JSON type, so that "must be an integer" reads naturally in
 * every language instead of naming the schema's type word.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { MessageParams } from '../errors.ts';
import type { BundleMessageId } from './bundle-problem.ts';

export type SchemaMessage = { messageId: BundleMessageId; params: MessageParams };

const TYPE_IDS: Readonly<Record<string, BundleMessageId>> = {
  string: 'bundle.schema.type.string',
  integer: 'bundle.schema.type.integer',
  number: 'bundle.schema.type.number',
  boolean: 'bundle.schema.type.boolean',
  object: 'bundle.schema.type.object',
  array: 'bundle.schema.type.array',
  null: 'bundle.schema.type.null',
};

/** Keywords whose one parameter is ajv's `limit`. */
const LIMIT_IDS: Readonly<Record<string, BundleMessageId>> = {
  minLength: 'bundle.schema.minLength',
  maxLength: 'bundle.schema.maxLength',
  minimum: 'bundle.schema.minimum',
  maximum: 'bundle.schema.maximum',
  exclusiveMinimum: 'bundle.schema.exclusiveMinimum',
  minItems: 'bundle.schema.minItems',
  minProperties: 'bundle.schema.minProperties',
  maxItems: 'bundle.schema.maxItems',
};

/** A value as the bundle's JSON writes it: strings quoted. */
const asJson = (value: unknown): string => JSON.stringify(value);

/** ajv names one type as a string and a union as an array. */
function typeMessage(type: unknown): SchemaMessage {
  const types = Array.isArray(type) ? type.map(String) : [String(type)];
  const single = types.length === 1 ? TYPE_IDS[types[0] ?? ''] : undefined;
  return single ? { messageId: single, params: {} } : { messageId: 'bundle.schema.typeOneOf', params: { types: types.join(', ') } };
}

export function schemaMessage(error: ErrorObject): SchemaMessage {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { messageId: 'bundle.schema.required', params: { property: String(params.missingProperty) } };
    case 'additionalProperties':
      return { messageId: 'bundle.schema.additionalProperties', params: { property: String(params.additionalProperty) } };
    case 'type':
      return typeMessage(params.type);
    case 'enum':
      return { messageId: 'bundle.schema.enum', params: { values: (params.allowedValues as unknown[]).map(asJson).join(', ') } };
    case 'const':
      return { messageId: 'bundle.schema.const', params: { value: asJson(params.allowedValue) } };
    case 'pattern':
      return { messageId: 'bundle.schema.pattern', params: { pattern: String(params.pattern) } };
    case 'format':
      return { messageId: 'bundle.schema.format', params: { format: String(params.format) } };
    case 'uniqueItems':
      // ajv counts from 0 and names the later item first; analysts count items from 1.
      return { messageId: 'bundle.schema.uniqueItems', params: { first: Number(params.j) + 1, second: Number(params.i) + 1 } };
  }
  const limitId = LIMIT_IDS[error.keyword];
  if (limitId) return { messageId: limitId, params: { limit: Number(params.limit) } };
  return { messageId: 'bundle.schema.invalid', params: { keyword: error.keyword } };
}
