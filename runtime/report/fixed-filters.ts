import type { CompiledModule } from '../bundle/compiled-types.ts';
import { joinInValues, serializeCondition, type ConditionCode, type ConditionItem } from '../query/condition-codec.ts';
import { planListQuery, type Filter } from '../query/list-plan.ts';
import type { ReportFilterDef } from './types.ts';

const isDateLike = (module: CompiledModule, field: string) => ['date', 'datetime', 'month'].includes(module.fields.get(field)?.type ?? '');

function codeOf(module: CompiledModule, filter: ReportFilterDef): ConditionCode {
  switch (filter.op) {
    case 'eq':
      return ':S_E';
    case 'in':
      return ':S_IN';
    case 'like':
      return ':@';
    case 'gte':
      return isDateLike(module, filter.field) ? ':D_B' : ':N_B';
    case 'lte':
      return isDateLike(module, filter.field) ? ':D_S' : ':N_S';
  }
}

/** A fixed filter as the search condition a list of the module would send for it. */
export function filterCondition(module: CompiledModule, filter: ReportFilterDef): ConditionItem {
  const value = Array.isArray(filter.value) ? joinInValues(filter.value) : filter.value;
  return { field: filter.field, code: codeOf(module, filter), value };
}

/**
 * A report's fixed filters planned exactly as a list's search conditions (planListQuery): every
 * field looked up and every value typed, so the server binds them like any list filter.
 * @throws AppError E_UNKNOWN_FIELD or E_BAD_CONDITION for a filter that does not fit its field
 */
export function plannedFilters(module: CompiledModule, filters: readonly ReportFilterDef[]): Filter[] {
  if (filters.length === 0) return [];
  return planListQuery(module, { condition: serializeCondition(filters.map((filter) => filterCondition(module, filter))) }).filters;
}
