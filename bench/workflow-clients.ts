/**
 * The workflow benchmark's clients, in a worker thread of their own: real clients are other
 * machines, so their HTTP and JSON work must not queue on the server's event loop and count
 * as server latency. Receives the run (workerData), posts back what it measured.
 *
 * `clients` is the number of requests in flight, never more: a countersigner pair or a
 * duplicate approval takes two of them, as two people clicking at once would. A call's
 * latency runs from sending it to reading its answer.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface ClientRun {
  address: string;
  modelId: string;
  clients: number;
  keys: string[];
  tokens: Record<'manager' | 'zhangsan' | 'wangwu', string>;
}

export interface PhaseResult {
  latencies: number[];
  elapsed: number;
}

export interface ClientResult {
  /** The same number of calls to findUserTaskNums.ajax: session check plus one read, the stack's floor. */
  baseline: PhaseResult;
  submits: PhaseResult & { accepted: number; refusedDuplicates: number; unexpected: string[] };
}

type Who = keyof ClientRun['tokens'];

const run = workerData as ClientRun;

/** At most `run.clients` calls in flight; the others wait their turn before they are sent. */
const waiting: Array<() => void> = [];
let inFlight = 0;
async function slot<T>(call: () => Promise<T>): Promise<T> {
  if (inFlight >= run.clients) await new Promise<void>((resolve) => waiting.push(resolve));
  else inFlight += 1;
  try {
    return await call();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  }
}

// node:http over kept-alive sockets costs less CPU than fetch, and here the clients' CPU is the server's too.
const agent = new http.Agent({ keepAlive: true, maxSockets: run.clients });

function post(who: Who, path: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${run.address}/api/system/workflow/${path}`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${run.tokens[who]}`, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function timedPost(latencies: number[], who: Who, path: string, body: Record<string, string>): Promise<{ status: number; state: number }> {
  return slot(async () => {
    const started = performance.now();
    const { status, text } = await post(who, path, new URLSearchParams(body).toString());
    const { state } = JSON.parse(text) as { state: number };
    latencies.push(performance.now() - started);
    return { status, state };
  });
}

/** Runs `work` once per key, as many keys at a time as there are clients. */
async function forEachKey(work: (key: string) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: run.clients }, async () => {
    for (let i = next++; i < run.keys.length; i = next++) await work(run.keys[i] as string);
  }));
  return performance.now() - started;
}

async function baselinePhase(): Promise<PhaseResult> {
  const latencies: number[] = [];
  const users: Who[] = ['manager', 'zhangsan', 'wangwu', 'manager', 'manager'];
  const elapsed = await forEachKey(async () => {
    await Promise.all(users.map((who) => timedPost(latencies, who, 'findUserTaskNums.ajax', {})));
  });
  return { latencies, elapsed };
}

/** Each instance: the start, both countersigners at once, then the approval sent twice at once. */
async function submitPhase(): Promise<ClientResult['submits']> {
  const latencies: number[] = [];
  const unexpected: string[] = [];
  let accepted = 0;
  let refusedDuplicates = 0;
  const submit = async (who: Who, key: string, oprNo: number, currentNodeId: string): Promise<number> => {
    const payload = { moduleId: 'dfDefect', modelId: run.modelId, pkValue: key, oprNo, currentNodeId, opinion: '同意', urgentFlag: 'N', nextNodes: [] };
    const { status, state } = await timedPost(latencies, who, 'submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload) });
    if (state === 0) accepted += 1;
    return state === 0 ? 0 : status;
  };
  const elapsed = await forEachKey(async (key) => {
    if ((await submit('manager', key, 0, '')) !== 0) unexpected.push(`${key} start`);
    const cosign = await Promise.all([submit('zhangsan', key, 1, 'cosign'), submit('wangwu', key, 1, 'cosign')]);
    if (cosign.some((state) => state !== 0)) unexpected.push(`${key} cosign ${cosign}`);
    const approve = await Promise.all([submit('manager', key, 1, 'approve'), submit('manager', key, 1, 'approve')]);
    if (approve.filter((state) => state === 0).length !== 1) unexpected.push(`${key} approve ${approve}`);
    refusedDuplicates += approve.filter((state) => state === 409).length;
  });
  return { latencies, elapsed, accepted, refusedDuplicates, unexpected };
}

const result: ClientResult = { baseline: await baselinePhase(), submits: await submitPhase() };
parentPort?.postMessage(result);
