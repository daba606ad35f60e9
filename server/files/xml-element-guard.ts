import { Transform } from 'node:stream';
import { zipBomb } from './zip-inspect.ts';

/** Longer than any '</prefix:name' a tag can straddle two chunks with. */
const CARRY = 64;

/**
 * Passes XML through while no `element` (not nested in itself, as a sheet's rows are) spans
 * more than `maxBytes` from its start tag to its end tag. A streaming parser emits such an
 * element whole (exceljs a row with all its cells), so this bounds what it builds in memory.
 * @throws (as a stream error) AppError files.zipBomb
 */
export function xmlElementGuard(element: string, maxBytes: number): Transform {
  const tag = new RegExp(`<(/?)(?:[\\w.-]+:)?${element}[\\s/>]`, 'g');
  let carry = '';
  let seen = 0;
  let openedAt: number | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // latin1 keeps one character per byte, so positions are byte offsets; tags are ASCII.
      const text = carry + chunk.toString('latin1');
      const base = seen - carry.length;
      // Tags within the carried bytes were seen before; seeing them again in order leaves the same state.
      for (const match of text.matchAll(tag)) {
        const at = base + match.index;
        if (match[1] !== '/') openedAt = at;
        else if (openedAt !== undefined && at - openedAt > maxBytes) return done(zipBomb());
        else openedAt = undefined;
      }
      seen += chunk.length;
      carry = text.slice(-CARRY);
      // The last bytes may be an end tag not yet complete: they get the benefit of the doubt.
      if (openedAt !== undefined && seen - CARRY - openedAt > maxBytes) return done(zipBomb());
      done(null, chunk);
    },
  });
}
