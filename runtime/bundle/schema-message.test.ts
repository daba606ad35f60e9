import type { ErrorObject } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { schemaMessage } from './schema-message.ts';

/** An ajv error as ajv reports it for `keyword` with its `params`. */
const ajvError = (keyword: string, params: Record<string, unknown>): ErrorObject => ({ keyword, params, instancePath: '/x', schemaPath: `#/${keyword}` });

describe('schemaMessage', () => {
  it.each<[string, Record<string, unknown>, string, Record<string, string | number>]>([
    ['required', { missingProperty: 'label' }, 'bundle.schema.required', { property: 'label' }],
    ['additionalProperties', { additionalProperty: 'colour' }, 'bundle.schema.additionalProperties', { property: 'colour' }],
    ['enum', { allowedValues: ['text', 'int'] }, 'bundle.schema.enum', { values: '"text", "int"' }],
    ['const', { allowedValue: 'reference' }, 'bundle.schema.const', { value: '"reference"' }],
    ['pattern', { pattern: '^[a-z]+$' }, 'bundle.schema.pattern', { pattern: '^[a-z]+$' }],
    ['format', { format: 'date' }, 'bundle.schema.format', { format: 'date' }],
    ['minLength', { limit: 1 }, 'bundle.schema.minLength', { limit: 1 }],
    ['maxLength', { limit: 64 }, 'bundle.schema.maxLength', { limit: 64 }],
    ['minimum', { comparison: '>=', limit: 4 }, 'bundle.schema.minimum', { limit: 4 }],
    ['maximum', { comparison: '<=', limit: 6 }, 'bundle.schema.maximum', { limit: 6 }],
    ['exclusiveMinimum', { comparison: '>', limit: 0 }, 'bundle.schema.exclusiveMinimum', { limit: 0 }],
    ['minItems', { limit: 1 }, 'bundle.schema.minItems', { limit: 1 }],
    ['maxItems', { limit: 3 }, 'bundle.schema.maxItems', { limit: 3 }],
    ['minProperties', { limit: 1 }, 'bundle.schema.minProperties', { limit: 1 }],
  ])('maps %s to its message id and parameters', (keyword, params, messageId, expected) => {
    expect(schemaMessage(ajvError(keyword, params))).toEqual({ messageId, params: expected });
  });

  it('names a single type by its own id and a union by its type words', () => {
    expect(schemaMessage(ajvError('type', { type: 'integer' }))).toEqual({ messageId: 'bundle.schema.type.integer', params: {} });
    expect(schemaMessage(ajvError('type', { type: 'null' }))).toEqual({ messageId: 'bundle.schema.type.null', params: {} });
    expect(schemaMessage(ajvError('type', { type: ['string', 'number', 'boolean'] }))).toEqual({ messageId: 'bundle.schema.typeOneOf', params: { types: 'string, number, boolean' } });
  });

  it('counts duplicate items from 1, the earlier first', () => {
    expect(schemaMessage(ajvError('uniqueItems', { i: 2, j: 0 }))).toEqual({ messageId: 'bundle.schema.uniqueItems', params: { first: 1, second: 3 } });
  });

  it('falls back to naming the keyword', () => {
    expect(schemaMessage(ajvError('propertyNames', { propertyName: 'x' }))).toEqual({ messageId: 'bundle.schema.invalid', params: { keyword: 'propertyNames' } });
  });
});
