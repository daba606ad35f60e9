/**
 * Bundle types of fixed conditions (a reference's `where`) and cross-record checks (bundle
 * `checks`); schemas/module.schema.json says the same as JSON Schema.
 */
import type { CompareOperator } from './types.ts';

/** A condition on a field of another module's records with a value written in the bundle. */
export interface FixedConditionDef {
  field: string;
  /** eq compares with one value; in with any of a list. */
  op: 'eq' | 'in';
  value: string | number | boolean | (string | number)[];
}

/**
 * A condition tying the aggregated records to the checked one: their `field` equals its
 * `equalsField`. Either side may be `parent.<field>`: a field of the aggregated record's parent
 * (the aggregate's `parent`), or of the checked record's parent (the module whose child list
 * holds it), as a stock check of an outbound line reads its outbound's warehouse.
 */
export interface LinkConditionDef {
  field: string;
  equalsField: string;
}

/** Records of a published module (its organisation's only, the checked record itself never) matching every item. */
export interface AggregateDef {
  /** moduleId of the module aggregated. */
  module: string;
  /** The number field summed (sumOf only). */
  field?: string;
  /** moduleId of the aggregated records' parent (a module listing them as a child list): what `parent.` reads and `parentWhere` filters. */
  parent?: string;
  where: (LinkConditionDef | FixedConditionDef)[];
  /** Conditions on the aggregated records' parent, e.g. returns not rejected. */
  parentWhere?: FixedConditionDef[];
}

/** One summand of a check's side: a field of the record, a number, a sum or a count; `negate` subtracts it. */
export interface CheckTermDef {
  field?: string;
  value?: number;
  sumOf?: AggregateDef;
  countOf?: AggregateDef;
  negate?: boolean;
}

/**
 * Reads as: the sum of `left` must be `op` the sum of `right`, or the save (or the workflow's
 * start) is refused with `message`, shown at `field` when given.
 */
export interface RecordCheckDef {
  name: string;
  left: CheckTermDef[];
  op: CompareOperator;
  right: CheckTermDef[];
  /** Field of this record the refusal is shown at; omitted: the whole record. */
  field?: string;
  /** When it runs: on every save (default), or when a workflow starts for the record. */
  when?: 'save' | 'beforeWorkflowStart';
  /** Message id in locales/; its params are the check's name and the two sides' values. */
  message: string;
}

export function isLinkCondition(item: LinkConditionDef | FixedConditionDef): item is LinkConditionDef {
  return 'equalsField' in item;
}
