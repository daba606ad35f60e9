/** The public surface of the runtime core, shared by server/ and src/ (docs/architecture.md). */
export * from './errors.ts';
export * from './bundle/types.ts';
export { dictionaryItemsByValue } from './bundle/dictionary-index.ts';
export { STAMP_SOURCES } from './bundle/lifecycle-types.ts';
export { isLinkCondition } from './bundle/record-check-types.ts';
export type * from './bundle/compiled-types.ts';
export { bundleProblem, checkBundleSet, checkDictionaries, checkModuleBundle, problemReporter, type BundleMessageId, type BundleProblem, type ReportProblem } from './bundle/check.ts';
export { compileModule, DEFAULT_PAGE_SIZE } from './bundle/compile.ts';
export { columnDefaultWidth, isHiddenWidth } from './bundle/column-width.ts';
export { shownNumber } from './bundle/number-display.ts';
export { snakeCase } from './bundle/snake-case.ts';
export { SYSTEM_COLUMNS } from './bundle/system-columns.ts';
export { reservedTableProblem } from './bundle/table-name.ts';
export { parentLinkField, sourceFieldRef } from './bundle/derived-list.ts';
export {
  conditionFromSearch,
  CONDITION_CODES,
  joinInValues,
  parseCondition,
  serializeCondition,
  splitInValues,
  type ConditionCode,
  type ConditionItem,
} from './query/condition-codec.ts';
export { MAX_PAGE_SIZE, planListQuery, type Filter, type FilterOp, type ListOrder, type ListPlan, type ListRequest } from './query/list-plan.ts';
export { coerceRecord, RESERVED_PARAMS, type CoerceOptions } from './rules/coerce.ts';
export { validateRecord } from './rules/validate-record.ts';
export { childFieldPath, childListLabel, childRowErrors, linkFieldNames, parseChildFieldPath, rowCountErrors, validateChildRows } from './rules/child-rows.ts';
export { FORMAT_CATALOGUE, FORMAT_NAMES, isFormatName, type FormatEntry, type FormatName } from './rules/formats.ts';
export { DEFAULT_MAX, DEFAULT_MIN } from './rules/range-rule.ts';
export { requiredMessageId } from './rules/required-rule.ts';
export { columnNameOf } from './bundle/column-name.ts';
export { PLACEHOLDER_TYPES } from './bundle/placeholder-types.ts';
export { printSectionKind } from './bundle/print-problems.ts';
export { ORG_COLUMN } from './bundle/system-columns.ts';
export { jsonEqual } from './bundle/json-equal.ts';
export { columnChange, type ColumnChange } from './bundle/column-change.ts';
export { bundleIndexes, type BundleIndex } from './bundle/bundle-indexes.ts';
export { fieldUniqueScope, uniqueKeysOf, type UniqueKey } from './bundle/unique-keys.ts';
export { formatNumber, numberingCounterKey, numberingFields, numberingPeriod, numberingRule, numberingSeqRegex, parseNumbering, type NumberingProblem, type NumberingRule, type NumberingValues } from './bundle/numbering.ts';
export { planMigration, type MigrationCheck, type MigrationPlan, type MigrationRefusal, type MigrationStep } from './bundle/migration-plan.ts';
export { diffBundles, type BundleChange, type BundleChangeArea } from './bundle/bundle-diff.ts';
export { bundleFromTable, type TableColumnInfo } from './bundle/table-bundle.ts';
export { mergePermissions, userFieldAccess, withFieldAccess, type UserFieldAccess } from './bundle/field-access.ts';
export * from './expression/index.ts';
export type { IotBinding, IotDeviceBinding, IotEventBinding, IotPointBinding } from './iot/iot-binding-types.ts';
export { deviceTopic, INTAKE_FILTERS, parseTopic, type DeviceTopic, type TopicKind } from './iot/topic.ts';
export { MAX_CLOCK_SKEW_MS, readDeviceEvent, readTelemetry, type DeviceEvent, type EventLevel, type PayloadRefusal, type Read, type Telemetry } from './iot/payload.ts';
export { breachOf, decideLimit, pointSteps, type Breach, type LimitDecision, type PointLimits, type PointStep, type TimedReading } from './iot/limit-rule.ts';
export { combineDataScopes, DATA_SCOPE_KINDS, isDataScopeKind, type DataScope, type DataScopeKind, type RoleDataScope } from './permission/data-scope.ts';
export * from './report/index.ts';
