import { describe, expect, it } from 'vitest';
import type { BundleProblem, ModuleBundle } from '../../../../runtime/index.ts';
import { loadBundle } from '../../../../runtime/test-support/modules.ts';
import { activateLocale, translate } from '../../../i18n/index.ts';
import { problemPlace } from './problem-place.ts';
import { problemsUnder, problemWhere } from './problem-where.ts';

/** The vehicle fixture with one of each structured item: a handler rule, submit stamps, guards, a reminder and a derived source. */
const vehicle = loadBundle('vmVehicle') as ModuleBundle;
const items = {
  ...vehicle,
  workflow: { ...vehicle.workflow, handlers: [{ name: 'ticketIssuer', field: 'driver' }], states: { onSubmit: [{ node: 'sign', stamps: [] }, { node: 'receive', stamps: [{ field: 'remark', value: 'now' }] }] } },
  guards: [{ when: 'seats > 60', operations: ['delete'] }],
  reminders: [{ id: 'insurance', dateField: 'insuranceExpiry', daysBefore: 30, notify: {}, title: { 'zh-CN': '保险', 'en-US': 'Insurance' } }],
  derived: { sources: [{ module: 'vmTrip' }, { module: 'vmRefuel' }, { module: 'mtReturnLine' }] },
} as unknown as ModuleBundle;
const problem = (pointer: string): BundleProblem => ({ file: 'x.json', pointer, message: 'x', messageId: 'bundle.schema.required', params: {} });

describe('where the structured editors’ problems are', () => {
  it('places submit stamps with the life cycle, guards and derived lists with the behaviour', () => {
    expect(problemPlace('/workflow/states/onSubmit/0/node', null)?.section).toBe('lifecycle');
    expect(problemPlace('/workflow/handlers/0/field', null)?.section).toBe('behaviour');
    expect(problemPlace('/guards/1/when', null)?.section).toBe('behaviour');
    expect(problemPlace('/derived/sources/0/fields/1/from', null)?.section).toBe('behaviour');
    expect(problemPlace('/reminders/0/title/zh-CN', null)?.section).toBe('behaviour');
  });

  it('names the item in the analyst’s words', () => {
    activateLocale('zh-CN');
    const at = (pointer: string) => problemWhere(problem(pointer), items, translate, 'zh-CN');
    expect(at('/workflow/handlers/0/field')).toBe('操作与流程「ticketIssuer」');
    expect(at('/workflow/states/onSubmit/1/stamps/0/field')).toBe('生命周期「receive」');
    expect(at('/guards/0/when')).toBe('操作与流程「保护 1」');
    expect(at('/derived/sources/2/parentWhere/0')).toBe('操作与流程「mtReturnLine」');
    // The vehicle's reminder is named by the label of the date it reminds of.
    expect(at('/reminders/0/notify')).toBe('操作与流程「提醒 1（保险到期）」');
    // A field is named by its label in the shown language, not by its pointer (issue 17).
    const purchaseDate = items.entity.fields.findIndex((field) => field.name === 'purchaseDate');
    expect(at(`/entity/fields/${purchaseDate}/type`)).toBe('字段「购置日期」');
    expect(problemWhere(problem(`/entity/fields/${purchaseDate}`), items, translate, 'en-US')).toMatch(/Purchase date/);
  });

  it('gives an item its own problems, not its neighbours’', () => {
    const problems = ['/guards/1', '/guards/1/when', '/guards/10/when', '/guards/0/when'].map(problem);
    expect(problemsUnder(problems, '/guards/1').map((item) => item.pointer)).toEqual(['/guards/1', '/guards/1/when']);
  });
});
