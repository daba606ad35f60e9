import { describe, expect, it } from 'vitest';
import { dropPlace } from './drop-place.ts';

describe('dropPlace', () => {
  it('reads the upper quarter as before, the lower as after and the middle as into', () => {
    expect(dropPlace(0, 28)).toBe('before');
    expect(dropPlace(6.9, 28)).toBe('before');
    expect(dropPlace(7, 28)).toBe('inside');
    expect(dropPlace(21, 28)).toBe('inside');
    expect(dropPlace(21.1, 28)).toBe('after');
    expect(dropPlace(28, 28)).toBe('after');
  });
});
