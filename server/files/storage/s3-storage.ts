import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageSettings } from '../../config.ts';
import { checkedName, type FileStorage } from '../file-storage.ts';
import { tempCopy } from './temp-copy.ts';

/** S3's smallest multipart part; with one part in flight an upload holds at most this much. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Content in an S3-compatible bucket (FILE_STORAGE=s3: S3_ENDPOINT, S3_BUCKET, S3_REGION; the
 * credentials come from the SDK's own chain, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, ...).
 * Uploads stream through lib-storage's multipart Upload one part at a time; downloads stream
 * the object's body. An endpoint given means a non-AWS service: path-style addressing.
 */
export function createS3Storage(settings: NonNullable<StorageSettings['s3']>): FileStorage {
  const { bucket, endpoint, region } = settings;
  const client = new S3Client({ region, endpoint, forcePathStyle: endpoint !== undefined });
  const read = async (storageName: string) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedName(storageName) }));
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  };
  const remove = async (storageName: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedName(storageName) }));
  };
  return {
    place: `s3:${endpoint ?? 'aws'}/${bucket}`,
    async write(storageName, source) {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const upload = new Upload({ client, params: { Bucket: bucket, Key: checkedName(storageName), Body: counter }, queueSize: 1, partSize: PART_BYTES });
      try {
        await Promise.all([pipeline(source, counter), upload.done()]);
        return size;
      } catch (error) {
        counter.destroy();
        await upload.abort().catch(() => undefined);
        await remove(storageName).catch(() => undefined);
        throw error;
      }
    },
    read,
    remove,
    localFile: (storageName) => tempCopy(read, storageName),
    close: async () => client.destroy(),
  };
}
