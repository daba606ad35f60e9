import { describe, expect, it } from 'vitest';
import { timeText } from './system-calls.ts';

describe('timeText', () => {
  it('shows a server time as YYYY-MM-DD HH:mm:ss on the local clock, whatever the browser language', () => {
    const instant = new Date(2026, 10, 27, 16, 59, 36);
    expect(timeText(instant.toISOString())).toBe('2026-11-27 16:59:36');
    expect(timeText('')).toBe('');
    expect(timeText('not a time')).toBe('not a time');
  });
});
