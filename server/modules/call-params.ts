import { Type } from '@sinclair/typebox';
import { optionalText, text } from '../auth/param-schemas.ts';

/** Schemas of the parameters module calls share (spec 01 §3 table params); every one optional: each call names what it requires. */

/** Record keys are 20 characters; the bound leaves room for keys of imported data. */
export const KEY_SCHEMA = text(64);

export const CONDITION_SCHEMA = text(20000);

export const ENTITY_PARAMS = {
  _entityName: optionalText(64),
  _moduleId: optionalText(64),
};

export const LIST_PARAMS = {
  ...ENTITY_PARAMS,
  pageNo: optionalText(12),
  pageSize: optionalText(12),
  orderField: optionalText(64),
  orderCondition: optionalText(8),
  condition: Type.Optional(CONDITION_SCHEMA),
  defaultCondition: Type.Optional(CONDITION_SCHEMA),
  parentId: Type.Optional(KEY_SCHEMA),
  parentField: optionalText(64),
  renderFields: optionalText(4000),
};

/** A comma list of keys: up to the largest page a user can select from. */
export const KEY_LIST_SCHEMA = text(65 * 10000);
