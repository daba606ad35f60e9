/**
 * Bundle checks of the `iot` section (docs/bundle-format.md, Live device data): every field it
 * names exists, point limits are numbers the intake can compare readings with, and the fields it
 * keeps a point's newest reading in can hold any reading and its time.
 */
import type { ReportProblem } from './bundle-problem.ts';
import type { FieldDef, ModuleBundle } from './types.ts';

const NUMERIC: ReadonlySet<FieldDef['type']> = new Set(['int', 'decimal']);
const LIMITS = ['lower', 'upper'] as const;

export function iotProblems(bundle: ModuleBundle, fields: ReadonlyMap<string, FieldDef>, report: ReportProblem): void {
  const binding = bundle.iot;
  if (!binding) return;
  for (const [role, name] of Object.entries(binding)) {
    if (role === 'role' || typeof name !== 'string') continue;
    if (!fields.has(name)) report('bundle.unknownField', { name }, 'iot', role);
  }
  if (binding.role !== 'point') return;
  for (const limit of LIMITS) {
    const field = binding[limit] === undefined ? undefined : fields.get(binding[limit]);
    if (field && !NUMERIC.has(field.type)) report('bundle.iot.limitNotNumber', { field: field.name }, 'iot', limit);
  }
  // A reading is any finite double: a decimal or int column would refuse some and fail the batch.
  const latestValue = binding.latestValue === undefined ? undefined : fields.get(binding.latestValue);
  if (latestValue && latestValue.type !== 'number') report('bundle.iot.latestValueNotNumber', { field: latestValue.name }, 'iot', 'latestValue');
  const latestAt = binding.latestAt === undefined ? undefined : fields.get(binding.latestAt);
  if (latestAt && latestAt.type !== 'datetime') report('bundle.iot.latestAtNotDatetime', { field: latestAt.name }, 'iot', 'latestAt');
}
