import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: dropdowns and dates looked two ways, the browser's and ours, and an English browser
 * showed dates as mm/dd/yyyy and times with AM/PM. Every single choice in the client is the shared
 * Select (src/components/Select.tsx) and every date, month or time the shared DateInput
 * (src/components/temporal/DateInput.tsx, YYYY-MM-DD and 24 h in both languages); a native
 * element would bring the other look back.
 */
const NATIVE_CONTROLS = {
  select: /<select[\s>]/,
  temporal: /type="(date|time|datetime-local|month|week)"/,
};

const files = fs.globSync('src/**/*.tsx').filter((file) => !file.endsWith('.test.tsx'));

function linesMatching(pattern: RegExp): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('choices and dates in the client', () => {
  it('are read from the screens', () => {
    expect(files).toContain('src/components/Select.tsx');
    expect(files).toContain('src/components/temporal/DateInput.tsx');
  });

  it('are never a native <select>', () => {
    expect(linesMatching(NATIVE_CONTROLS.select)).toEqual([]);
  });

  it('are never a native date, month or time input', () => {
    expect(linesMatching(NATIVE_CONTROLS.temporal)).toEqual([]);
  });

  it('the checks see a native control where there is one', () => {
    expect(NATIVE_CONTROLS.select.test('        <select name="cycle" value={draft.cycle}>')).toBe(true);
    expect(NATIVE_CONTROLS.select.test('<Select label={label} />')).toBe(false);
    expect(NATIVE_CONTROLS.temporal.test('<input type="date" name="startDtm" />')).toBe(true);
    expect(NATIVE_CONTROLS.temporal.test('<input type="time" name="remindTime" />')).toBe(true);
    expect(NATIVE_CONTROLS.temporal.test('<DateInput kind="date" name="startDtm" />')).toBe(false);
  });
});
