import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** This process among the cluster's servers, as sys_job.locked_by records it. */
export function workerName(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 100);
}
