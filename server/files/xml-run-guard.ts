import { Transform } from 'node:stream';
import { zipBomb } from './zip-inspect.ts';

const LESS_THAN = 0x3c;

/**
 * Passes XML through while no run of bytes between two '<' grows beyond `maxRun`: an XML
 * parser holds a whole text node or tag in memory, so one endless cell is refused here before
 * the parser buffers it. ('<' never occurs inside a multi-byte UTF-8 character.)
 * @throws (as a stream error) AppError files.zipBomb
 */
export function xmlRunGuard(maxRun: number): Transform {
  let run = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let from = 0;
      for (let at = chunk.indexOf(LESS_THAN); at !== -1; at = chunk.indexOf(LESS_THAN, from)) {
        if (run + at - from > maxRun) return done(zipBomb());
        run = 0;
        from = at + 1;
      }
      run += chunk.length - from;
      if (run > maxRun) return done(zipBomb());
      done(null, chunk);
    },
  });
}
