import { describe, expect, it } from 'vitest';
import { readStorageSettings } from '../../config.ts';

describe('FILE_STORAGE settings', () => {
  it('keeps content in PostgreSQL by default when DATABASE_URL is set, else in the local folder', () => {
    expect(readStorageSettings({ DATABASE_URL: 'postgres://db/ops' })).toEqual({ driver: 'postgres', purgeMinutes: 60 });
    expect(readStorageSettings({})).toEqual({ driver: 'local', purgeMinutes: 60 });
    expect(readStorageSettings({ DATABASE_URL: 'postgres://db/ops', FILE_STORAGE: 'local', FILE_PURGE_MINUTES: '0' })).toEqual({ driver: 'local', purgeMinutes: 0 });
  });

  it('reads the S3 settings and refuses what would lose files', () => {
    expect(readStorageSettings({ FILE_STORAGE: 's3', S3_BUCKET: 'ops', S3_ENDPOINT: 'http://minio:9000' })).toEqual({
      driver: 's3',
      purgeMinutes: 60,
      s3: { bucket: 'ops', endpoint: 'http://minio:9000', region: 'us-east-1' },
    });
    expect(() => readStorageSettings({ FILE_STORAGE: 's3' })).toThrow('S3_BUCKET');
    expect(() => readStorageSettings({ FILE_STORAGE: 'postgres' })).toThrow('DATABASE_URL');
    expect(() => readStorageSettings({ FILE_STORAGE: 'nfs' })).toThrow('not one of local, postgres, s3');
  });
});
