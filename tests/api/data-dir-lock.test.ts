import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database.ts';
import { DATA_DIR_LOCK, DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The pinned Node 24 of the npm scripts, which runs the tools' TypeScript directly. */
const NODE = path.join(ROOT, 'node_modules/.bin/node');

/**
 * Takes the folder's lock in a child process that then waits to be killed: a second process
 * that holds it. Resolves once the child holds it.
 */
async function holdInChild(dataDir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from './server/db/data-dir-lock.ts';
await lockDataDir(process.argv[1], 'server');
console.log('held');
setInterval(() => {}, 60_000);`;
  const child = spawn(NODE, ['--input-type=module', '-e', script, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with code ${code}`)));
  });
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
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
 * the server holds the write lock of DATA_DIR/pgdata-lock.sqlite, which names its pid, the
 * command line tools are refused while it does, and the operating system drops the lock with
 * the process, however it ends: no pid is ever judged alive or dead (issue 11, item 16).
 */
describe('the embedded database folder lock', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'));
    lockFile = path.join(dataDir, DATA_DIR_LOCK);
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('is held while the database is open, refused to a second opener in the same process, released at close', async () => {
    const database = await createDatabase({ dataDir });
    try {
      const second = createDatabase({ dataDir, holder: 'uakey' });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`in use by a running server (pid ${process.pid}`);
    } finally {
      await database.close();
    }
    const release = await lockDataDir(dataDir, 'uakey');
    await release();
  });

  it('refuses a live holder in another process, and is taken over once that process is killed', async () => {
    const child = await holdInChild(dataDir);
    try {
      const refused = lockDataDir(dataDir, 'uakey');
      await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(refused).rejects.toThrow(`in use by a running server (pid ${child.pid}`);
    } finally {
      await kill(child);
    }
    const release = await lockDataDir(dataDir, 'server');
    await release();
  });

  it('is refused, without a pid, to a holder that has not named itself yet', async () => {
    const raw = new DatabaseSync(lockFile);
    raw.exec('begin immediate');
    try {
      await expect(lockDataDir(dataDir, 'server')).rejects.toThrow(`The embedded database is in use by another process (lock ${lockFile}).`);
    } finally {
      raw.close();
    }
  });

  it('takes over a lock that names this very process, as after a container restart as PID 1', async () => {
    // What the server of the container's last run left: its pid was 1, as this one's is now.
    const left = await holdInChild(dataDir);
    await kill(left);
    const lock = new DatabaseSync(lockFile);
    lock.prepare('update holder set pid = ?').run(process.pid);
    lock.close();
    // And the pid file of releases before this one.
    await fs.writeFile(path.join(dataDir, 'pgdata.lock'), `${process.pid}\nserver\n`);

    const database = await createDatabase({ dataDir });
    await database.close();
    await expect(fs.access(path.join(dataDir, 'pgdata.lock'))).rejects.toThrow();
  });

  it('makes npm run uakey and the bundles commands refuse while a live server holds it', async () => {
    // This test process stands in for the running server.
    const release = await lockDataDir(dataDir, 'server');
    try {
      for (const args of [['server/cli/uakey.ts', 'admin'], ['server/cli/bundles.ts', 'export', '--dir', path.join(dataDir, 'out')]]) {
        const { code, stdout, stderr } = await runCli(args, dataDir);
        expect([args[0], code, stdout]).toEqual([args[0], 1, '']);
        expect(stderr).toContain(`The embedded database is in use by a running server (pid ${process.pid}`);
        expect(stderr).toContain('DATABASE_URL');
        expect(stderr).not.toMatch(/\n\s+at /);
      }
      await expect(fs.access(path.join(dataDir, 'pgdata'))).rejects.toThrow();
    } finally {
      await release();
    }
  });

  it('lets npm run uakey run once the server is gone, which then holds it itself', async () => {
    await kill(await holdInChild(dataDir));
    const { code, stderr } = await runCli(['server/cli/uakey.ts', 'admin'], dataDir);
    // An empty database: the tool got past the lock, opened it and found no such user.
    expect([code, stderr.trim()]).toEqual([1, 'no user named admin']);
  });
});
