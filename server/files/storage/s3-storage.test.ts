/**
 * The S3 driver against a small S3-compatible server on 127.0.0.1: the real SDK's requests
 * (PutObject, multipart upload, GetObject, DeleteObject) over HTTP, answered from memory.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** aws-chunked bodies (`<hex size>[;signature]\r\n<bytes>\r\n`…, then trailers) as plain bytes. */
function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.toString('latin1', at, lineEnd).split(';')[0] as string, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Objects and multipart uploads of one bucket, kept in memory; every request is logged by method and kind. */
function fakeS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const calls: string[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const body = String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ? decodeChunked(raw) : raw;
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    const answer = (status: number, xml = '', headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/xml', ...headers });
      response.end(xml);
    };
    if (bucketName !== bucket) return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    if (request.method === 'POST' && url.searchParams.has('uploads')) {
      const id = `upload-${uploads.size + 1}`;
      uploads.set(id, new Map());
      calls.push('CreateMultipartUpload');
      return answer(200, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (request.method === 'PUT' && uploadId) {
      uploads.get(uploadId)?.set(Number(url.searchParams.get('partNumber')), body);
      calls.push('UploadPart');
      return answer(200, '', { etag });
    }
    if (request.method === 'POST' && uploadId) {
      const parts = uploads.get(uploadId) ?? new Map<number, Buffer>();
      objects.set(key, Buffer.concat([...parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part)));
      uploads.delete(uploadId);
      calls.push('CompleteMultipartUpload');
      return answer(200, `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`);
    }
    if (request.method === 'DELETE' && uploadId) {
      uploads.delete(uploadId);
      calls.push('AbortMultipartUpload');
      return answer(204);
    }
    if (request.method === 'PUT') {
      objects.set(key, body);
      calls.push('PutObject');
      return answer(200, '', { etag });
    }
    if (request.method === 'GET') {
      calls.push('GetObject');
      const object = objects.get(key);
      if (!object) return answer(404, `<Error><Code>NoSuchKey</Code><Message>missing</Message><Key>${key}</Key></Error>`);
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length, etag });
      return response.end(object);
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      calls.push('DeleteObject');
      return answer(204);
    }
    return answer(400, '<Error><Code>NotImplemented</Code></Error>');
  });
  return { server, objects, uploads, calls };
}

const NAME = `attach/202601/${'a'.repeat(32)}`;

async function bytesOf(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error('no content');
  return Buffer.concat(await stream.toArray());
}

/** A body of `megabytes` MB made as it is read, each megabyte filled with its number. */
function generated(megabytes: number, failAfter?: number): Readable {
  async function* blocks() {
    for (let index = 0; index < megabytes; index += 1) {
      if (index === failAfter) throw new Error('client went away');
      yield Buffer.alloc(1024 * 1024, index);
    }
  }
  return Readable.from(blocks(), { objectMode: false });
}

describe('S3 storage driver', () => {
  const fake = fakeS3('ops-files');
  let storage: FileStorage;
  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'test-key';
    process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = createS3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'ops-files', region: 'us-east-1' });
  });
  afterAll(async () => {
    await storage.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('writes a small file in one PutObject, reads it back, copies it locally and removes it', async () => {
    const bytes = Buffer.from('%PDF-1.7 small');
    expect(await storage.write(NAME, Readable.from([bytes]))).toBe(bytes.length);
    expect(fake.calls).toEqual(['PutObject']);
    expect((await bytesOf(await storage.read(NAME))).equals(bytes)).toBe(true);
    const local = await storage.localFile(NAME);
    expect((await fs.readFile(local.path)).equals(bytes)).toBe(true);
    await local.release();
    await expect(fs.stat(local.path)).rejects.toThrow();
    await storage.remove(NAME);
    expect(await storage.read(NAME)).toBeUndefined();
    expect(storage.place).toMatch(/^s3:http:\/\/127\.0\.0\.1:\d+\/ops-files$/);
  });

  it('streams a large file in 5 MB parts and reads it back whole', async () => {
    fake.calls.length = 0;
    expect(await storage.write(NAME, generated(12))).toBe(12 * 1024 * 1024);
    expect(fake.calls).toEqual(['CreateMultipartUpload', 'UploadPart', 'UploadPart', 'UploadPart', 'CompleteMultipartUpload']);
    const read = await bytesOf(await storage.read(NAME));
    expect(read.length).toBe(12 * 1024 * 1024);
    expect([read[0], read[5 * 1024 * 1024], read[read.length - 1]]).toEqual([0, 5, 11]);
    await storage.remove(NAME);
  });

  it('leaves nothing behind when the source fails midway', async () => {
    fake.calls.length = 0;
    await expect(storage.write(NAME, generated(12, 7))).rejects.toThrow('client went away');
    expect(fake.objects.has(NAME)).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });
});
