import { once } from 'node:events';
import type ExcelJS from 'exceljs';

/** exceljs pipes into readable-stream 3 streams, which keep their state in _writableState. */
type Destination = NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } };

/**
 * exceljs's streamed sheet hands its XML to the zip compressor without honouring backpressure,
 * so rows written faster than they are compressed pile up in memory. Waiting here, between
 * pages of rows, until the compressor has taken what it holds keeps memory flat whatever the
 * row count. (The sheet's stream and its destinations are exceljs internals.)
 */
export async function sheetDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: Destination[] } }).stream?.pipes ?? [];
  await Promise.all(pipes.filter((pipe) => pipe._writableState?.needDrain === true).map((pipe) => once(pipe, 'drain')));
}
