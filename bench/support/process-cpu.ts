/**
 * CPU time spent by processes, read from /proc (Linux): what a benchmark on one machine spends
 * where, so a ratio of latencies can be read against the work each side did per call. Answers
 * undefined where /proc is not there.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function ticksOf(pid: number): number {
  try {
    // The fields after the command name, which may itself hold spaces or parentheses.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Processes whose command line holds `pattern` (PostgreSQL backends show their database there). */
function pidsMatching(pattern: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Milliseconds of CPU of the given processes and of those matching the patterns, so far. */
export function cpuMilliseconds(source: { pids?: readonly number[]; patterns?: readonly string[] }): number | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const pids = new Set([...(source.pids ?? []), ...(source.patterns ?? []).flatMap(pidsMatching)]);
  return ([...pids].reduce((sum, pid) => sum + ticksOf(pid), 0) * 1000) / TICKS_PER_SECOND;
}

/** This process's own CPU in milliseconds, since `since` when given. */
export function ownCpuMilliseconds(since?: NodeJS.CpuUsage): { usage: NodeJS.CpuUsage; ms: number } {
  const usage = process.cpuUsage(since);
  return { usage, ms: (usage.user + usage.system) / 1000 };
}
