import fs from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The lock of an embedded database folder: the write lock of the SQLite file
 * `DATA_DIR/pgdata-lock.sqlite`, kept by its holder's open write transaction. SQLite takes it
 * with the operating system's record lock (fcntl), which the OS drops when the process ends,
 * however it ends: no pid is ever judged alive or dead, so a container restarted as PID 1 is
 * not refused by the lock its own last run left (issue 11, item 16). Node has no flock; the
 * built-in node:sqlite brings this lock without a native package. The file also names the
 * holder's pid and kind, for the refusal; it sits beside `pgdata/`, which PGlite's initdb
 * wants empty.
 */
export const DATA_DIR_LOCK = 'pgdata-lock.sqlite';

/** The pid file that releases before this one held; removed by the next holder. */
const OLD_PID_FILE = 'pgdata.lock';

const SQLITE_BUSY = 5;
/** How long a refused process waits to read the holder's name while the holder writes it. */
const READ_WAIT_MS = 2000;

/** The embedded database folder is open in another live process: opening it too could corrupt it. */
export class DataDirLockedError extends Error {
  readonly pid: number | undefined;
  readonly holder: string;

  constructor(lockFile: string, pid: number | undefined, holder: string) {
    const who = pid === undefined ? 'another process' : holder === 'server' ? 'a running server' : `a running ${holder} command`;
    super(
      `The embedded database is in use by ${who} (${pid === undefined ? '' : `pid ${pid}, `}lock ${lockFile}). ` +
        'Stop it first, or work on PostgreSQL (DATABASE_URL), which needs no lock.',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
    this.holder = holder;
  }
}

/** Takes the write lock without waiting; false when another connection holds it. */
function begin(lock: DatabaseSync): boolean {
  lock.exec('pragma busy_timeout = 0');
  try {
    lock.exec('begin immediate');
    return true;
  } catch (error) {
    if ((error as { errcode?: number }).errcode === SQLITE_BUSY) return false;
    throw error;
  }
}

function refusal(lock: DatabaseSync, lockFile: string): DataDirLockedError {
  lock.exec(`pragma busy_timeout = ${READ_WAIT_MS}`);
  try {
    const row = lock.prepare('select pid, holder from holder').get();
    return new DataDirLockedError(lockFile, Number(row?.pid) || undefined, String(row?.holder ?? 'server'));
  } catch {
    // The holder has not written its name yet.
    return new DataDirLockedError(lockFile, undefined, 'server');
  }
}

/**
 * Writes this process as the holder, committed so that refused processes can read it, and
 * takes the write lock again at once. The gap between the two is one synchronous step; a
 * process that takes the lock in it wins, and this one is refused.
 */
function take(lock: DatabaseSync, lockFile: string, holder: string): void {
  if (!begin(lock)) throw refusal(lock, lockFile);
  lock.exec('create table if not exists holder (pid integer not null, holder text not null)');
  lock.exec('delete from holder');
  lock.prepare('insert into holder (pid, holder) values (?, ?)').run(process.pid, holder);
  // Refused processes may be reading the old row: the commit waits for them.
  lock.exec(`pragma busy_timeout = ${READ_WAIT_MS}`);
  lock.exec('commit');
  if (!begin(lock)) throw refusal(lock, lockFile);
}

/**
 * Takes the folder's lock for this process; released by the returned function, or by the
 * operating system when the process ends.
 * @throws DataDirLockedError when another process, or another opener in this one, holds it.
 */
export async function lockDataDir(dataDir: string, holder: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, DATA_DIR_LOCK);
  const lock = new DatabaseSync(lockFile);
  try {
    take(lock, lockFile, holder);
  } catch (error) {
    lock.close();
    throw error;
  }
  await fs.rm(path.join(dataDir, OLD_PID_FILE), { force: true });
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    lock.close();
  };
}
