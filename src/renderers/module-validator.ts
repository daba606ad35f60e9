/**
 * rjsf's ValidatorType over the runtime rules: the browser checks a record with the same
 * validateRecord the server runs, so a message reads the same on both sides.
 * No JSON Schema compilation happens on mount, which keeps large forms fast.
 */
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { validateRecord, type ExpressionContext } from '../../runtime/index.ts';
import type { CompiledModule, FieldError } from '../../runtime/bundle/compiled-types.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { Translate } from '../../runtime/errors.ts';

export type FormValues = Record<string, unknown>;

/** The module's own fields of a form value, empty ones as null: what the rules expect. */
export function fieldValues(module: CompiledModule, formData: FormValues | undefined): FormValues {
  const values: FormValues = {};
  for (const name of module.fields.keys()) {
    const value = formData?.[name];
    values[name] = value === undefined || value === '' ? null : value;
  }
  return values;
}

/** Field errors with their `{label}` in the user's language; `context` is what expressions read beside the values. */
export function checkRecord(module: CompiledModule, formData: FormValues | undefined, locale: Locale, context?: ExpressionContext): FieldError[] {
  return validateRecord(module, fieldValues(module, formData), locale, context);
}

/** Messages keyed by field, one list each: the shape of rjsf's errorSchema and extraErrors. */
export function toErrorSchema(messages: readonly { field: string; message: string }[]): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const { field, message } of messages) {
    const entry = (schema[field] ??= { __errors: [] });
    if (!entry.__errors.includes(message)) entry.__errors.push(message);
  }
  return schema as ErrorSchema;
}

export function createModuleValidator(module: CompiledModule, t: Translate, locale: Locale, context?: () => ExpressionContext): ValidatorType<FormValues, RJSFSchema> {
  return {
    validateFormData(formData): ValidationData<FormValues> {
      const messages = checkRecord(module, formData, locale, context?.()).map((error) => ({ field: error.field, message: t(error.messageId, error.params) }));
      const errors: RJSFValidationError[] = messages.map(({ field, message }) => ({
        name: field,
        property: `.${field}`,
        message,
        stack: `${module.fields.get(field)?.def.label[locale] ?? field}: ${message}`,
        schemaPath: '',
      }));
      return { errors, errorSchema: toErrorSchema(messages) as ErrorSchema<FormValues> };
    },
    /**
     * rjsf asks this only to pick among oneOf options; the compiled schemas use oneOf solely for
     * dictionary constants, so an option matches when its constant equals the value.
     */
    isValid(schema, formData) {
      return !('const' in schema) || schema.const === formData;
    },
    rawValidation() {
      return { errors: [] };
    },
  };
}
