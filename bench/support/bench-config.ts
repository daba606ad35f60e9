import { readFileLimits, type ServerConfig } from '../../server/config.ts';
import { readAuthSettings } from '../../server/auth/auth-settings.ts';

/** A benchmark's in-process server: demo data, local files under `storageRoot`, no captcha, rate limits or job ticks. */
export function benchServerConfig(databaseUrl: string | undefined, storageRoot: string): ServerConfig {
  return {
    port: 0, host: '127.0.0.1', dataDir: 'memory://', databaseUrl, apiBase: '/api', liosBase: '/api',
    storageRoot, tokenHours: 2, captcha: false, seedDemo: true, clientDir: undefined, logLevel: 'error',
    files: readFileLimits({}),
    smsDriver: 'outbox',
    fileStorage: { driver: 'local', purgeMinutes: 0 },
    runJobs: false,
    auth: readAuthSettings({ RATE_LIMIT: 'off' }),
  };
}
