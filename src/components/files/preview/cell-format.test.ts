import { describe, expect, it } from 'vitest';
import { formatCode, formatNumber } from './cell-format.ts';

describe('formatNumber', () => {
  it('shows General numbers without float noise', () => {
    expect(formatNumber(0.1 + 0.2, 'General', false)).toBe('0.3');
    expect(formatNumber(12, 'General', false)).toBe('12');
  });

  it('shows dates, times and date-times from serial days', () => {
    expect(formatNumber(45306, 'yyyy-mm-dd', false)).toBe('2024-01-15');
    expect(formatNumber(45306.75, 'yyyy/m/d h:mm', false)).toBe('2024-01-15 18:00');
    expect(formatNumber(0.5, 'h:mm:ss', false)).toBe('12:00:00');
    expect(formatNumber(45306, 'yyyy"年"m"月"', false)).toBe('2024-01');
    expect(formatNumber(0, 'yyyy-mm-dd', true)).toBe('1904-01-01');
  });

  it('shows percentages and fixed decimals as the format asks', () => {
    expect(formatNumber(0.1234, '0.00%', false)).toBe('12.34%');
    expect(formatNumber(1234.5, '#,##0.00', false)).toBe('1,234.50');
    expect(formatNumber(2.5, '0.0000', false)).toBe('2.5000');
  });

  it('resolves built-in and custom format ids', () => {
    expect(formatCode(14, new Map())).toBe('yyyy-mm-dd');
    expect(formatCode(164, new Map([[164, '0.0%']]))).toBe('0.0%');
    expect(formatCode(4, new Map())).toBe('#,##0.00');
    expect(formatCode(0, new Map())).toBe('General');
  });
});
