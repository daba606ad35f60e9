import { describe, expect, it } from 'vitest';
import { formatNumber, numberingCounterKey, numberingMinLength, numberingPeriod, numberingRule, numberingSeqRegex, parseNumbering } from './numbering.ts';
import { checkModuleBundle } from './check.ts';
import vehicle from '../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };

const day = new Date(2026, 10, 25, 9, 30);

describe('numbering patterns', () => {
  it('format literal text, date parts and a padded sequence', () => {
    expect(formatNumber(numberingRule({ pattern: 'QX{yyyyMMdd}{seq:3}' }), day, 7)).toBe('QX20261125007');
    expect(formatNumber(numberingRule({ pattern: 'GZP-{yyyy}{MM}-{seq:4}' }), day, 12)).toBe('GZP-202611-0012');
    expect(formatNumber(numberingRule({ pattern: '{yy}{MM}{dd}/{seq:2}', reset: 'day' }), day, 3)).toBe('261125/03');
    expect(formatNumber(numberingRule({ pattern: 'N{seq:2}' }), day, 123)).toBe('N123');
  });

  it('reset by default with the finest date part shown, and name periods by it', () => {
    const periods = (pattern: string, reset?: 'day' | 'month' | 'year' | 'never') => {
      const rule = numberingRule(reset ? { pattern, reset } : { pattern });
      return [rule.reset, numberingPeriod(rule, day), numberingPeriod(rule, new Date(2026, 10, 26)), numberingPeriod(rule, new Date(2026, 11, 1)), numberingPeriod(rule, new Date(2027, 0, 1))];
    };
    expect(periods('QX{yyyyMMdd}{seq:3}')).toEqual(['day', '20261125', '20261126', '20261201', '20270101']);
    expect(periods('GZP-{yyyy}{MM}-{seq:4}')).toEqual(['month', '202611', '202611', '202612', '202701']);
    expect(periods('Y{yyyy}{seq:4}')).toEqual(['year', '2026', '2026', '2026', '2027']);
    expect(periods('N{seq:5}')).toEqual(['never', '', '', '', '']);
    expect(periods('QX{yyyyMMdd}{seq:5}', 'never')).toEqual(['never', '', '', '', '']);
  });

  it('refuse unknown tokens, unbalanced braces, no or two sequences and a reset finer than the date shown', () => {
    const problem = (pattern: string, reset?: 'day' | 'month') => {
      const parsed = parseNumbering(reset ? { pattern, reset } : { pattern });
      return 'problem' in parsed ? parsed.problem.messageId : 'ok';
    };
    expect(problem('QX{yyyyMMddHH}{seq:3}')).toBe('bundle.numbering.token');
    expect(problem('QX{seq:0}')).toBe('bundle.numbering.token');
    expect(problem('QX{seq:10}')).toBe('bundle.numbering.token');
    expect(problem('QX{yyyy{seq:3}')).toBe('bundle.numbering.token');
    expect(problem('QX{yyyy}{seq:3')).toBe('bundle.numbering.brace');
    expect(problem('QX}{seq:3}')).toBe('bundle.numbering.brace');
    expect(problem('QX{yyyy}')).toBe('bundle.numbering.seq');
    expect(problem('{seq:2}{seq:3}')).toBe('bundle.numbering.seq');
    expect(problem('{yyyy}{MM}{seq:3}', 'day')).toBe('bundle.numbering.reset');
    expect(problem('{yyyy}{dd}{seq:3}', 'month')).toBe('bundle.numbering.reset');
    expect(problem('{yyyy}{MM}{seq:3}', 'month')).toBe('ok');
  });

  it('match the numbers of one period by a regular expression whose group is the sequence', () => {
    const daily = numberingRule({ pattern: 'QX-{yyyyMMdd}.{seq:3}' });
    const regex = new RegExp(numberingSeqRegex(daily, day));
    expect(regex.exec('QX-20261125.012')?.[1]).toBe('012');
    expect(regex.test('QX-20261124.012')).toBe(false);
    expect(regex.test('QX-20261125x012')).toBe(false);
    const running = new RegExp(numberingSeqRegex(numberingRule({ pattern: 'QX{yyyyMMdd}{seq:3}', reset: 'never' }), day));
    expect(running.exec('QX20250101045')?.[1]).toBe('045');
  });

  it('write a field value through its code, one counter per code, and match only numbers of that code', () => {
    const tickets = numberingRule({ pattern: '{field:ticketKind}-{yyyy}{MM}-{seq:4}', fieldCodes: { ticketKind: { E1: 'GZP1', HOT2: 'DH2' } } });
    expect(formatNumber(tickets, day, 7, { ticketKind: 'E1' })).toBe('GZP1-202611-0007');
    expect(formatNumber(tickets, day, 3, { ticketKind: 'HOT2' })).toBe('DH2-202611-0003');
    // A value without a code writes itself; an empty one writes nothing.
    expect(formatNumber(tickets, day, 1, { ticketKind: 'LINE' })).toBe('LINE-202611-0001');
    expect(formatNumber(tickets, day, 1, {})).toBe('-202611-0001');
    expect(numberingCounterKey(tickets, { ticketKind: 'E1' })).toBe('GZP1');
    expect(numberingCounterKey(numberingRule({ pattern: 'QX{seq:3}' }), { ticketKind: 'E1' })).toBe('');
    const firstKind = new RegExp(numberingSeqRegex(tickets, day, { ticketKind: 'E1' }));
    expect(firstKind.exec('GZP1-202611-0012')?.[1]).toBe('0012');
    expect(firstKind.test('DH2-202611-0012')).toBe(false);
    expect(numberingMinLength(tickets)).toBe('DH2-202611-0001'.length);
  });

  it('refuse a field token or a code list naming no other field of the module', () => {
    const bundle = structuredClone(vehicle) as unknown as { entity: { fields: Record<string, unknown>[] } };
    const index = bundle.entity.fields.findIndex((field) => field.name === 'plateNo');
    bundle.entity.fields[index] = { ...bundle.entity.fields[index], numbering: { pattern: '{field:nope}{field:plateNo}{seq:3}', fieldCodes: { brand: { X: 'Y' } } } };
    const { problems } = checkModuleBundle(bundle, 'vmVehicle.json');
    expect(problems.map((problem) => [problem.pointer, problem.messageId, problem.params?.name])).toEqual([
      [`/entity/fields/${index}/numbering/pattern`, 'bundle.numbering.field', 'nope'],
      [`/entity/fields/${index}/numbering/pattern`, 'bundle.numbering.field', 'plateNo'],
      [`/entity/fields/${index}/numbering/fieldCodes/brand`, 'bundle.numbering.field', 'brand'],
    ]);
  });

  it('are checked with the bundle: pointer and reason', () => {
    const bundle = structuredClone(vehicle) as unknown as { entity: { fields: Record<string, unknown>[] } };
    const index = bundle.entity.fields.findIndex((field) => field.name === 'plateNo');
    bundle.entity.fields[index] = { ...bundle.entity.fields[index], numbering: { pattern: 'V{yyyy}{MM}{seq:3}', reset: 'day' } };
    const { problems } = checkModuleBundle(bundle, 'vmVehicle.json');
    expect(problems.map((problem) => [problem.pointer, problem.messageId])).toEqual([[`/entity/fields/${index}/numbering/pattern`, 'bundle.numbering.reset']]);
  });
});
