import { describe, expect, it } from 'vitest';
import { shownNumber } from './number-display.ts';

const money = { type: 'decimal' as const, display: { thousands: true, unit: { 'zh-CN': '元', 'en-US': 'CNY' } } };

describe('number display', () => {
  it('groups thousands and adds the unit of the language, keeping the stored digits', () => {
    expect(shownNumber(money, '1234567.50', 'zh-CN')).toBe('1,234,567.50 元');
    expect(shownNumber(money, '-1234.5', 'en-US')).toBe('-1,234.5 CNY');
    expect(shownNumber(money, '999', 'zh-CN')).toBe('999 元');
    expect(shownNumber({ type: 'int', display: { unit: { 'zh-CN': '千米', 'en-US': 'km' } } }, '123456', 'en-US')).toBe('123456 km');
  });

  it('leaves fields without display, other types and text that is no number as they are', () => {
    expect(shownNumber({ type: 'decimal' }, '1234567.50', 'zh-CN')).toBe('1234567.50');
    expect(shownNumber({ type: 'text', display: { thousands: true } }, '1234567', 'zh-CN')).toBe('1234567');
    expect(shownNumber(money, '', 'zh-CN')).toBe('');
    expect(shownNumber(money, '1e5', 'zh-CN')).toBe('1e5');
  });
});
