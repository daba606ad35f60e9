import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileMessageOnce } from './compile-message.ts';

describe('compileMessageOnce', () => {
  it('compiles as Lingui does, once per message text', () => {
    const message = '{action} {name}';
    const first = compileMessageOnce(message);
    expect(first).toEqual(compileMessage(message));
    expect(compileMessageOnce(message)).toBe(first);
    expect(compileMessageOnce('{count, plural, one {# row} other {# rows}}')).toEqual(compileMessage('{count, plural, one {# row} other {# rows}}'));
  });
});
