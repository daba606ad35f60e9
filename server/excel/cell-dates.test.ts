import { describe, expect, it } from 'vitest';
import { typedDateText } from './cell-dates.ts';

describe('typedDateText', () => {
  it('reads Excel serial numbers as the day (and time) Excel shows', () => {
    expect(typedDateText(45356, 'date')).toBe('2024-03-05');
    expect(typedDateText(45356.5, 'datetime')).toBe('2024-03-05 12:00:00');
    expect(typedDateText(45356, 'month')).toBe('2024-03');
    expect(typedDateText(0.75, 'time')).toBe('18:00');
  });

  it('leaves numbers that are no Excel date to the field rules', () => {
    expect(typedDateText(12, 'date')).toBeUndefined();
    expect(typedDateText(3_000_000, 'date')).toBeUndefined();
    expect(typedDateText(1.5, 'time')).toBeUndefined();
  });

  it('reads the common text forms of a date, a date and time and a month', () => {
    for (const text of ['2024/3/5', '2024年3月5日', '2024.3.5', '2024-3-5', ' 2024/03/05 ']) expect(typedDateText(text, 'date'), text).toBe('2024-03-05');
    expect(typedDateText('2024/3/5 8:30', 'datetime')).toBe('2024-03-05 08:30:00');
    expect(typedDateText('2024年3月', 'month')).toBe('2024-03');
    expect(typedDateText('2024/3', 'month')).toBe('2024-03');
  });

  it('leaves days that do not exist, dates without a day and other text to the field rules', () => {
    for (const text of ['2024/2/30', '2024/13/1', '2024/3', '5/3/2024', 'soon', '2024/3/5 25:00']) expect(typedDateText(text, 'date'), text).toBeUndefined();
  });
});
