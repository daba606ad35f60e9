/**
 * A 96 MB attachment (under the default 100 MB limit) goes up and comes down as a stream: the
 * memory the server process holds (heap and buffers, after a full collection) never grows by the
 * file's size. Measured from the
 * request body's own generator and the response's reader, so no timer decides when; both ends of the
 * test's client are node:http streams, which hold back rather than buffer when the sampling is slow.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from './harness.ts';

/**
 * Large enough that holding it once stands far above what the process holds anyway: the test
 * runner's own buffers come and go by about 16 MB in a long run, and the file's bound is a third.
 */
const FILE_BYTES = 96 * 1024 * 1024;
const STEP = 2 * 1024 * 1024;
const BOUNDARY = 'streaming-test-boundary';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** Memory kept alive: JS heap plus Buffers, after a full collection. */
function retained(): number {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** A multipart body of one PDF of `bytes`, made as it is sent; `onStep` runs every STEP bytes. */
function multipartBody(bytes: number, onStep: () => void): Readable {
  async function* parts() {
    yield Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7\n`);
    const block = Buffer.alloc(STEP, 0x41);
    for (let sent = 0; sent < bytes; sent += STEP) {
      onStep();
      yield block;
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return Readable.from(parts(), { objectMode: false });
}

describe('file content streams end to end', () => {
  let test: TestApp;
  let token: string;
  let base: string;
  beforeAll(async () => {
    test = await startTestApp();
    token = await login(test.app, 'manager');
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => test.close());

  /** Uploads a PDF of `bytes` and downloads it again, calling `onStep` every STEP bytes both ways; the bytes that came back. */
  async function roundTrip(bytes: number, onStep: () => void): Promise<number> {
    const answer = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${base}/attachment/uploadFile.ajax`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      request.on('response', async (response) => {
        let text = '';
        for await (const chunk of response) text += chunk;
        resolve(text);
      });
      request.on('error', reject);
      pipeline(multipartBody(bytes, onStep), request).catch(reject);
    });
    const uploaded = JSON.parse(answer);
    expect(uploaded).toMatchObject({ state: 0 });

    // node:http rather than fetch: its response pauses the socket while the reader is behind, so the
    // test's own client holds no more than a socket buffer however slowly it samples.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${base}/attachment/fileDownload?infoNo=${uploaded.docNo}`, { headers: { authorization: `Bearer ${token}` } }, resolve).on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size % STEP < chunk.length) onStep();
    }
    return size;
  }

  it(`keeps a ${FILE_BYTES / (1024 * 1024)} MB upload and download from raising the memory held by the file's size`, async () => {
    // One small round trip first: what the first upload and download load once (the multipart parser,
    // the storage driver, the client's fetch) is not memory held for the file.
    await roundTrip(STEP, () => undefined);
    const baseline = retained();
    let peak = 0;
    let samples = 0;
    // Memory may as well fall below the baseline (a collection of earlier garbage): what the test needs is that it was sampled all along.
    const sample = () => {
      samples += 1;
      peak = Math.max(peak, retained() - baseline);
    };

    expect(await roundTrip(FILE_BYTES, sample)).toBe(FILE_BYTES + '%PDF-1.7\n'.length);
    expect(samples).toBeGreaterThan(FILE_BYTES / STEP);
    expect(peak).toBeLessThan(FILE_BYTES / 3);
  });
});
