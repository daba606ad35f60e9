import { describe, expect, it } from 'vitest';
import { pointerRange } from './pointer-position.ts';

const text = JSON.stringify({ entity: { fields: [{ name: 'a', type: 'text' }, { name: 'b/c', dict: 'x' }] }, list: { columns: [] } }, null, 2);
const marked = (pointer: string) => {
  const range = pointerRange(text, pointer);
  return text.slice(range.from, range.to);
};

describe('pointerRange', () => {
  it('marks a scalar value', () => {
    expect(marked('/entity/fields/1/dict')).toBe('"x"');
    expect(marked('/entity/fields/0/type')).toBe('"text"');
  });

  it('marks the name of a property whose value is an object or array', () => {
    expect(marked('/entity/fields')).toBe('"fields"');
    expect(marked('/list/columns')).toBe('"columns"');
  });

  it('marks the opening brace of an array element, and lands there for a property it lacks', () => {
    expect(marked('/entity/fields/1')).toBe('{');
    expect(marked('/entity/fields/1/required')).toBe('{');
  });

  it('reads escaped pointer segments', () => {
    expect(marked('/entity/fields/1/name')).toBe('"b/c"');
  });

  it('still finds places in text that does not parse', () => {
    const broken = `${text.slice(0, text.indexOf('"list"'))}"list": { "columns": [ `;
    const range = pointerRange(broken, '/entity/fields/1/dict');
    expect(broken.slice(range.from, range.to)).toBe('"x"');
  });
});
