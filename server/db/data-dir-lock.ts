import { readFileSync, unlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The lock of an embedded database folder: `DATA_DIR/pgdata.lock`, holding the pid and the kind
 * of its holder. It sits beside `pgdata/` rather than in it: PGlite runs initdb into an empty
 * `pgdata/` at the first start, and a file there would make that folder not empty.
 */
export const DATA_DIR_LOCK = 'pgdata.lock';

/** The embedded database folder is open in another live process: opening it too could corrupt it. */
export class DataDirLockedError extends Error {
  readonly pid: number;
  readonly holder: string;

  constructor(lockFile: string, pid: number, holder: string) {
    const who = holder === 'server' ? 'a running server' : `a running ${holder} command`;
    super(
      `The embedded database is in use by ${who} (pid ${pid}, lock ${lockFile}). ` +
        'Stop it first, or work on PostgreSQL (DATABASE_URL), which needs no lock. ' +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
    this.holder = holder;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** A lock file younger than this without a pid is being written, not left behind. */
const LOCK_WRITE_MS = 2000;

async function isFresh(lockFile: string): Promise<boolean> {
  const stat = await fs.stat(lockFile).catch(() => undefined);
  return stat !== undefined && Date.now() - stat.mtimeMs < LOCK_WRITE_MS;
}

function readLock(text: string): { pid: number; holder: string } | undefined {
  const [pidLine = '', holder = 'server'] = text.split('\n');
  const pid = Number(pidLine.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? { pid, holder: holder.trim() || 'server' } : undefined;
}

/**
 * Takes the folder's lock for this process, taking over a stale one (its pid is dead, or it
 * holds no pid); a live holder, this process included, is refused. Released by the returned
 * function, or at exit when the process ends without closing.
 * @throws DataDirLockedError when a live process holds the lock.
 */
export async function lockDataDir(dataDir: string, holder: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, DATA_DIR_LOCK);
  const content = `${process.pid}\n${holder}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.writeFile(lockFile, content, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST' || attempt >= 50) throw error;
    }
    const read = () => fs.readFile(lockFile, 'utf8').catch(() => '');
    const text = await read();
    const current = readLock(text);
    if (current && isAlive(current.pid)) throw new DataDirLockedError(lockFile, current.pid, current.holder);
    if (!current && (await isFresh(lockFile))) {
      // Being written by a process that has just created it: read it again shortly.
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    // Stale: its holder died without closing. Removed (unless another process took it over
    // meanwhile), then taken by the exclusive create.
    if ((await read()) === text) await fs.rm(lockFile, { force: true });
  }
  const ours = () => {
    try {
      return readFileSync(lockFile, 'utf8') === content;
    } catch {
      return false;
    }
  };
  const releaseAtExit = () => {
    if (ours()) unlinkSync(lockFile);
  };
  process.once('exit', releaseAtExit);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    process.removeListener('exit', releaseAtExit);
    if (ours()) await fs.rm(lockFile, { force: true });
  };
}
