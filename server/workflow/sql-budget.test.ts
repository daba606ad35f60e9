import { describe, expect, it } from 'vitest';
import { createSqlBudget } from './sql-budget.ts';

describe('createSqlBudget', () => {
  it('sums the costs charged and refuses the one that passes the limit', () => {
    const budget = createSqlBudget({ maxCost: 100, maxMs: 1000 });
    budget.charge(40);
    budget.charge(60);
    expect(budget.spent()).toBe(100);
    expect(() => budget.charge(1)).toThrow(expect.objectContaining({ code: 'E_BAD_CONDITION', messageId: 'workflow.sql.budget' }));
  });

  it('refuses a cost the planner could not tell', () => {
    expect(() => createSqlBudget({ maxCost: 100, maxMs: 1000 }).charge(Number.NaN)).toThrow(expect.objectContaining({ messageId: 'workflow.sql.budget' }));
  });

  it('gives each query the time left of the whole action, and none once it is spent', () => {
    let clock = 1_000;
    const budget = createSqlBudget({ maxCost: 100, maxMs: 500 }, () => clock);
    expect(budget.remainingMs()).toBe(500);
    clock += 350;
    expect(budget.remainingMs()).toBe(150);
    clock += 150;
    expect(() => budget.remainingMs()).toThrow(expect.objectContaining({ messageId: 'workflow.sql.budget' }));
  });
});
