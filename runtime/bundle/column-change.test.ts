import { describe, expect, it } from 'vitest';
import { columnChange } from './column-change.ts';
import type { ColumnKind } from './compiled-types.ts';

const text = (maxLength?: number): ColumnKind => (maxLength === undefined ? { kind: 'text' } : { kind: 'text', maxLength });
const decimal = (precision: number, scale: number): ColumnKind => ({ kind: 'decimal', precision, scale });

describe('columnChange', () => {
  it.each<[string, ColumnKind, ColumnKind, string]>([
    ['text, same length', text(32), text(32), 'same'],
    ['unbounded text', text(), text(), 'same'],
    ['text, longer', text(32), text(64), 'widen'],
    ['text to unbounded', text(32), text(), 'widen'],
    ['text, shorter', text(64), text(32), 'narrow'],
    ['unbounded text to a length', text(), text(10000), 'narrow'],
    ['decimal, same digits', decimal(12, 2), decimal(12, 2), 'same'],
    ['decimal, more whole and fraction digits', decimal(12, 2), decimal(14, 3), 'widen'],
    ['decimal, fewer whole digits', decimal(12, 2), decimal(12, 4), 'narrow'],
    ['decimal, fewer fraction digits', decimal(12, 2), decimal(13, 1), 'narrow'],
    ['integer to bigint', { kind: 'integer' }, { kind: 'bigint' }, 'widen'],
    ['integer to double', { kind: 'integer' }, { kind: 'double' }, 'widen'],
    ['integer to decimal(12,2)', { kind: 'integer' }, decimal(12, 2), 'widen'],
    ['integer to decimal(11,2)', { kind: 'integer' }, decimal(11, 2), 'narrow'],
    ['bigint to decimal(21,2)', { kind: 'bigint' }, decimal(21, 2), 'widen'],
    ['bigint to integer', { kind: 'bigint' }, { kind: 'integer' }, 'convert'],
    ['decimal to integer', decimal(10, 0), { kind: 'integer' }, 'convert'],
    ['double to decimal', { kind: 'double' }, decimal(30, 10), 'convert'],
    ['text to integer', text(20), { kind: 'integer' }, 'convert'],
    ['integer to text', { kind: 'integer' }, text(), 'convert'],
    ['date to timestamp', { kind: 'date' }, { kind: 'timestamp' }, 'convert'],
    ['boolean stays', { kind: 'boolean' }, { kind: 'boolean' }, 'same'],
  ])('%s', (_name, from, to, expected) => {
    expect(columnChange(from, to)).toBe(expected);
  });
});
