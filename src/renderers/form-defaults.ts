import { getDefaultFormState, type Experimental_DefaultFormStateBehavior, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { FormValues } from './module-validator.ts';

/**
 * Dictionary fields are oneOf lists of constants; rjsf would otherwise take the first
 * constant as a default and pre-select it. Only a bundle's own `default` fills a new record.
 */
export const DEFAULT_FORM_STATE_BEHAVIOR: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'never' };

/**
 * The record as the form will hold it once rjsf has applied schema defaults: the page's
 * 'unsaved changes' snapshot must be taken from this, not from the raw record.
 */
export function withFormDefaults(validator: ValidatorType<FormValues, RJSFSchema>, schema: RJSFSchema, record: FormValues): FormValues {
  return (getDefaultFormState(validator, schema, record, schema, false, DEFAULT_FORM_STATE_BEHAVIOR) ?? record) as FormValues;
}
