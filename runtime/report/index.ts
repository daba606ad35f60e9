export { isAdditive, shownMeasures, summedByDisplay } from './additivity.ts';
export { checkReportBundle, type ReportCheckContext } from './check.ts';
export { compileReport, type CompiledDimension, type CompiledMeasure, type CompiledReport } from './compile.ts';
export { drillCondition, drillShape, type DrillShape } from './drill.ts';
export { bucketLabel, bucketRange, comparisonRanges, lastDay, type ComparisonRanges, type DayRange } from './periods.ts';
export * from './types.ts';
export { isFieldPath, modulesRead, resolveFieldPath, PARENT_HOP, type PathHop, type ReportModules, type ResolvedPath } from './field-path.ts';
