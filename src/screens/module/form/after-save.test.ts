import { describe, expect, it } from 'vitest';
import { afterSave } from './after-save.ts';

describe('after save (spec 01 §4)', () => {
  it('turns a new record into an edit when the page has child lists or the caller asks', () => {
    expect(afterSave('add', true, false)).toBe('switch-to-edit');
    expect(afterSave('add', false, true)).toBe('switch-to-edit');
  });

  it('closes a plain add or edit', () => {
    expect(afterSave('add', false, false)).toBe('close');
    expect(afterSave('edit', true, false)).toBe('close');
  });

  it('keeps workflow mode', () => {
    expect(afterSave('workflow', false, false)).toBe('reload');
  });
});
