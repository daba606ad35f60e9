/**
 * The workflow benchmark's clients, in a worker thread of their own: real clients are other
 * machines, so their HTTP and JSON work must not queue on the server's event loop and count
 * as server latency. Receives the run (workerData), posts back what it measured.
 */
import { parentPort, workerData } from 'node:worker_threads';

export interface ClientRun {
  address: string;
  modelId: string;
  clients: number;
  keys: string[];
  tokens: Record<'manager' | 'zhangsan' | 'wangwu', string>;
}

export interface ClientResult {
  latencies: number[];
  accepted: number;
  refusedDuplicates: number;
  unexpected: string[];
  elapsed: number;
}

const run = workerData as ClientRun;
const latencies: number[] = [];
const unexpected: string[] = [];
let accepted = 0;
let refusedDuplicates = 0;

async function post(who: keyof ClientRun['tokens'], key: string, oprNo: number, currentNodeId: string): Promise<number> {
  const payload = { moduleId: 'dfDefect', modelId: run.modelId, pkValue: key, oprNo, currentNodeId, opinion: '同意', urgentFlag: 'N', nextNodes: [] };
  const started = performance.now();
  const response = await fetch(`${run.address}/api/system/workflow/submitWorkflow.ajax`, {
    method: 'POST',
    headers: { authorization: `Bearer ${run.tokens[who]}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ nextNodeInfos: JSON.stringify(payload) }).toString(),
  });
  const body = (await response.json()) as { state: number };
  latencies.push(performance.now() - started);
  if (body.state === 0) accepted += 1;
  return body.state === 0 ? 0 : response.status;
}

/** Each instance: the start, both countersigners at once, then the approval sent twice at once. */
let next = 0;
async function client(): Promise<void> {
  for (let i = next++; i < run.keys.length; i = next++) {
    const key = run.keys[i] as string;
    if ((await post('manager', key, 0, '')) !== 0) unexpected.push(`${key} start`);
    const cosign = await Promise.all([post('zhangsan', key, 1, 'cosign'), post('wangwu', key, 1, 'cosign')]);
    if (cosign.some((state) => state !== 0)) unexpected.push(`${key} cosign ${cosign}`);
    const approve = await Promise.all([post('manager', key, 1, 'approve'), post('manager', key, 1, 'approve')]);
    if (approve.filter((state) => state === 0).length !== 1) unexpected.push(`${key} approve ${approve}`);
    refusedDuplicates += approve.filter((state) => state === 409).length;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: run.clients }, client));
const result: ClientResult = { latencies, accepted, refusedDuplicates, unexpected, elapsed: performance.now() - started };
parentPort?.postMessage(result);
