import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database.ts';
import { DATA_DIR_LOCK, DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The pinned Node 24 of the npm scripts, which runs the tools' TypeScript directly. */
const NODE = path.join(ROOT, 'node_modules/.bin/node');

/** A pid no process has any more: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

/** Runs a command line tool on the embedded database in `dataDir`, as `npm run ...` does. */
function runCli(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(NODE, args, { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/**
 * The embedded database folder is written by one process at a time (README, 'Getting a token'):
 * the server holds DATA_DIR/pgdata.lock with its pid, the command line tools refuse while that
 * process lives, and a lock left by a dead process is taken over.
 */
describe('the embedded database folder lock', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'));
    lockFile = path.join(dataDir, DATA_DIR_LOCK);
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('is held with the pid while the database is open, refused to a second opener, released at close', async () => {
    const database = await createDatabase({ dataDir });
    try {
      expect(await fs.readFile(lockFile, 'utf8')).toBe(`${process.pid}\nserver\n`);
      const second = createDatabase({ dataDir, holder: 'uakey' });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`in use by a running server (pid ${process.pid}`);
    } finally {
      await database.close();
    }
    await expect(fs.access(lockFile)).rejects.toThrow();
    const release = await lockDataDir(dataDir, 'uakey');
    await release();
  });

  it('takes over a lock whose process is dead, or that holds no pid', async () => {
    for (const stale of [`${await deadPid()}\nserver\n`, 'garbage']) {
      await fs.writeFile(lockFile, stale);
      // A file without a pid may be one being written: only an older one is left behind.
      const past = new Date(Date.now() - 60_000);
      await fs.utimes(lockFile, past, past);
      const release = await lockDataDir(dataDir, 'server');
      expect(await fs.readFile(lockFile, 'utf8')).toBe(`${process.pid}\nserver\n`);
      await release();
    }
  });

  it('makes npm run uakey and the bundles commands refuse while a live server holds it', async () => {
    // This test process stands in for the running server: its pid is alive.
    await fs.writeFile(lockFile, `${process.pid}\nserver\n`);
    for (const args of [['server/cli/uakey.ts', 'admin'], ['server/cli/bundles.ts', 'export', '--dir', path.join(dataDir, 'out')]]) {
      const { code, stdout, stderr } = await runCli(args, dataDir);
      expect([args[0], code, stdout]).toEqual([args[0], 1, '']);
      expect(stderr).toContain(`The embedded database is in use by a running server (pid ${process.pid}`);
      expect(stderr).toContain('DATABASE_URL');
      expect(stderr).not.toMatch(/\n\s+at /);
    }
    expect(await fs.readFile(lockFile, 'utf8')).toBe(`${process.pid}\nserver\n`);
    await expect(fs.access(path.join(dataDir, 'pgdata'))).rejects.toThrow();
  });

  it('lets npm run uakey run once the server is gone, releasing the lock at its end', async () => {
    await fs.writeFile(lockFile, `${await deadPid()}\nserver\n`);
    const { code, stderr } = await runCli(['server/cli/uakey.ts', 'admin'], dataDir);
    // An empty database: the tool got past the lock, opened it and found no such user.
    expect([code, stderr.trim()]).toEqual([1, 'no user named admin']);
    await expect(fs.access(lockFile)).rejects.toThrow();
  });
});
