import { describe, expect, it } from 'vitest';
import { compileModule } from '../bundle/compile.ts';
import { checkModuleBundle } from '../bundle/check.ts';
import type { ModuleBundle } from '../bundle/types.ts';
import { expressionBundle } from '../test-support/expression-bundle.ts';
import { loadDictionaries } from '../test-support/modules.ts';
import { guardRefusal } from './record-expressions.ts';
import { NO_SESSION } from './scope.ts';

function guarded(guards: ModuleBundle['guards']): ModuleBundle {
  return { ...expressionBundle(), guards };
}

const context = { session: NO_SESSION, now: new Date(2026, 0, 2) };

describe('record guards', () => {
  const module = compileModule(
    guarded([
      { when: "vehicleState == '40'", refuse: ['edit', 'delete'], message: 'rule.scrapped' },
      { when: 'amount > 1000', refuse: ['delete'], message: 'rule.large' },
    ]),
    loadDictionaries(),
  );
  const refusal = (operation: 'edit' | 'delete', values: Record<string, unknown>) => guardRefusal(module, operation, { ...context, values });

  it('answers the message of the first guard that holds and names the operation', () => {
    expect(refusal('edit', { vehicleState: '40', amount: '5000.00' })).toBe('rule.scrapped');
    expect(refusal('delete', { vehicleState: '40', amount: '5000.00' })).toBe('rule.scrapped');
    expect(refusal('delete', { vehicleState: '10', amount: '5000.00' })).toBe('rule.large');
  });

  it('refuses nothing when no guard holds, an empty result included, or the holding guard names another operation', () => {
    expect(refusal('edit', { vehicleState: '10', amount: '5000.00' })).toBeUndefined();
    expect(refusal('delete', { vehicleState: '10', amount: null })).toBeUndefined();
    expect(refusal('edit', { vehicleState: null })).toBeUndefined();
  });

  it('is refused by the bundle check at its pointer when the condition is not one', () => {
    const problems = checkModuleBundle(guarded([{ when: 'ghost == 1', refuse: ['edit'], message: 'm' }, { when: 'amount', refuse: ['delete'], message: 'm' }]), 'x.json').problems;
    expect(problems.map((problem) => [problem.pointer, problem.messageId])).toEqual([
      ['/guards/0/when', 'bundle.expr.unknownField'],
      ['/guards/1/when', expect.stringMatching(/^bundle\.expr\./)],
    ]);
    expect(checkModuleBundle(guarded([{ when: 'amount > 1', refuse: [], message: 'm' }]), 'x.json').problems[0]?.pointer).toBe('/guards/0/refuse');
  });
});
