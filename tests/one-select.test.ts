import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: dropdowns looked two ways, the browser's and ours. Every single choice in the client
 * is the shared Select (src/components/Select.tsx); a native element would bring the other look back.
 */
const NATIVE_SELECT = /<select[\s>]/;

describe('single-choice controls of the client', () => {
  const files = fs.globSync('src/**/*.tsx').filter((file) => !file.endsWith('.test.tsx'));

  it('are read from the screens', () => {
    expect(files).toContain('src/components/Select.tsx');
  });

  it('are never a native <select>', () => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (NATIVE_SELECT.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the check sees a native select where there is one', () => {
    expect(NATIVE_SELECT.test('        <select name="cycle" value={draft.cycle}>')).toBe(true);
    expect(NATIVE_SELECT.test('<Select label={label} />')).toBe(false);
  });
});
