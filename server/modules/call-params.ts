/** JSON Schemas of the parameters module calls share (spec 01 §3 table params). */

type JsonSchema = Record<string, unknown>;

const text = (maxLength: number): JsonSchema => ({ type: 'string', maxLength });

/** Record keys are 20 characters; the bound leaves room for keys of imported data. */
export const KEY_SCHEMA = text(64);

export const CONDITION_SCHEMA = text(20000);

export const ENTITY_PARAMS: Readonly<Record<string, JsonSchema>> = {
  _entityName: text(64),
  _moduleId: text(64),
};

export const LIST_PARAMS: Readonly<Record<string, JsonSchema>> = {
  ...ENTITY_PARAMS,
  pageNo: text(12),
  pageSize: text(12),
  orderField: text(64),
  orderCondition: text(8),
  condition: CONDITION_SCHEMA,
  defaultCondition: CONDITION_SCHEMA,
  parentId: KEY_SCHEMA,
  parentField: text(64),
  renderFields: text(4000),
};

/** A comma list of keys: up to the largest page a user can select from. */
export const KEY_LIST_SCHEMA = text(65 * 10000);
