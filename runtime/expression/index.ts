/** Bundle expressions: the public surface (docs/architecture.md, Bundle expressions). */
export { compileExpression, type CompiledExpression, type CompileResult, type ExpectedResult, type ExpressionEnv, type ExpressionProblem } from './compile-expression.ts';
export { evaluateCondition, evaluateExpression } from './evaluate.ts';
export { BUNDLE_FUNCTIONS, type BundleFunction } from './functions.ts';
export { bundleExpressionEnv, compileModuleExpressions, type FieldExpressions, type GroupExpressions, type GuardExpression, type ModuleExpressions, type RuleExpression } from './module-expressions.ts';
export { applyExpressionDefaults, computeRecord, conditionHiddenFields, fieldStates, guardRefusal, recordRuleErrors, type ExpressionContext, type FieldState } from './record-expressions.ts';
export { NO_SESSION, type ExpressionScope, type ExpressionSession, type RecordValues } from './scope.ts';
export { exprTypeOf, readExprValue, toFieldValue, type ExprType, type ExprValue } from './values.ts';
export { renameFieldInExpression } from './rename-field.ts';
export { localDateTime } from './dates.ts';
