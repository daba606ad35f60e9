import path from 'node:path';
import { SMS_DRIVERS, type SmsSettings } from './auth/sms-sender.ts';
import { readSmsGateway } from './auth/sms-gateway.ts';
import { readAuthSettings, type AuthSettings } from './auth/auth-settings.ts';
import { readIotSettings, type IotSettings } from './iot/iot-settings.ts';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database and of stored files. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded database (PGlite) is used. */
  databaseUrl?: string;
  /** The spec's {base} and {lios} prefixes; both default to /api on this one server. */
  apiBase: string;
  liosBase: string;
  /** Root under which every uploaded or generated file lives. */
  storageRoot: string;
  /** Lifetime of a login token in hours; 0 means it never expires. */
  tokenHours: number;
  /** Whether the login form must carry a captcha code. */
  captcha: boolean;
  /** Load demo data (accounts, passwords, the demo uakey) on an empty database; off by default when NODE_ENV=production. */
  seedDemo: boolean;
  /** Built client to serve; absent in API-only tests. */
  clientDir?: string;
  logLevel: string;
  /** Upload limits and the attachment types accepted. */
  files: FileLimits;
  /** Where SMS codes go (SMS_DRIVER): 'outbox' writes them to sys_sms_outbox, 'http' posts them to a gateway. */
  sms: SmsSettings;
  /** Where file content lives and how often stale files are purged (server/files/storage/). */
  fileStorage: StorageSettings;
  /** Sign-in: production mode, registration, password policy, login lock, rate limits. */
  auth: AuthSettings;
  /**
   * JOBS=off: this server queues jobs and starts those its own requests ask for (an import),
   * but never takes other jobs nor fires schedules (server/jobs/).
   */
  runJobs: boolean;
  /**
   * JOB_LEASE_SECONDS (default 300): how long a job stays its server's without a heartbeat, so
   * how soon another server takes over the job of one that died. JOB_POLL_SECONDS (default 15):
   * between two looks for due jobs.
   */
  jobTiming?: { leaseMs: number; pollMs: number };
  /** Live device data (MQTT_URL, MQTT_PORT, IOT, IOT_READING_DAYS); absent: no intake. */
  iot?: IotSettings;
  /** HEARTBEAT_SECONDS (default 10): between two writes of this server's monitor row (server/system/heartbeat.ts). */
  heartbeatSeconds?: number;
  /**
   * MAP_TILE_URL: the map editor's tile source, a Leaflet URL template with {z}, {x} and {y}
   * (`/tiles/{z}/{x}/{y}.png` behind the same proxy, or an http(s) address on one fixed host,
   * whose origin the page policy then admits for images). Absent: no tiles, the editor draws a coordinate grid.
   */
  mapTileUrl?: string;
}

export type StorageDriver = 'local' | 'postgres' | 's3';

/** FILE_STORAGE and its driver's settings; FILE_PURGE_MINUTES. */
export interface StorageSettings {
  driver: StorageDriver;
  /** Minutes between purge runs of stale files; 0 runs none (tests run the purge themselves). */
  purgeMinutes: number;
  /** S3_ENDPOINT (absent: AWS itself), S3_BUCKET, S3_REGION; credentials from the SDK's usual environment. */
  s3?: { endpoint?: string; bucket: string; region: string };
}

/** Upload limits; defaults are the spec's (01 §5, §9). */
export interface FileLimits {
  /** Suffixes attachment/uploadFile.ajax accepts (lower case, no dot). */
  attachTypes: readonly string[];
  attachMaxMb: number;
  imageMaxMb: number;
  /** The import upload limit is given in bytes by the spec (209715200) and shown in MB. */
  importMaxBytes: number;
}

const DEFAULT_ATTACH_TYPES: readonly string[] = [
  'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'zip', 'rar', '7z', 'pdf', 'txt', 'css', 'ql', 'json', 'mp4', 'flv', 'gltf', 'glb', 'wps', 'wpt', 'wdb',
];

function prefix(value: string | undefined, fallback: string): string {
  const raw = (value ?? fallback).trim();
  const withSlash = raw.startsWith('/') ? raw : `/${raw}`;
  return withSlash.replace(/\/+$/, '') || '/';
}

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * FILE_TYPES (comma list of suffixes), FILE_MAX_MB, IMAGE_MAX_MB, IMPORT_MAX_BYTES; a value
 * that is missing or not valid falls back to the spec's default.
 * @example readFileLimits({ FILE_TYPES: 'pdf,docx', FILE_MAX_MB: '20' }).attachTypes // ['pdf', 'docx']
 */
export function readFileLimits(env: NodeJS.ProcessEnv): FileLimits {
  const types = (env.FILE_TYPES ?? '')
    .split(',')
    .map((type) => type.trim().toLowerCase().replace(/^\./, ''))
    .filter((type) => /^[a-z0-9]{1,10}$/.test(type));
  return {
    attachTypes: types.length > 0 ? types : DEFAULT_ATTACH_TYPES,
    attachMaxMb: positive(env.FILE_MAX_MB, 100),
    imageMaxMb: positive(env.IMAGE_MAX_MB, 10),
    importMaxBytes: positive(env.IMPORT_MAX_BYTES, 209715200),
  };
}

const BYTES_PER_MB = 1024 * 1024;

/**
 * The largest upload any route accepts, in bytes: the multipart parser's file size limit, so that
 * each route's own limit (attachment, image, import workbook) is the one that answers.
 * @example largestUploadBytes({ attachTypes: [], attachMaxMb: 100, imageMaxMb: 10, importMaxBytes: 209715200 }) // 209715200
 */
export function largestUploadBytes(limits: FileLimits): number {
  return Math.ceil(Math.max(limits.importMaxBytes, limits.attachMaxMb * BYTES_PER_MB, limits.imageMaxMb * BYTES_PER_MB));
}

/** An unknown driver stops the start: codes silently not sent would lock users out. */
export function readSmsSettings(env: Readonly<Record<string, string | undefined>>): SmsSettings {
  const driver = (env.SMS_DRIVER ?? 'outbox').trim() || 'outbox';
  const known = SMS_DRIVERS.find((name) => name === driver);
  if (!known) throw new Error(`SMS_DRIVER ${driver} is not one of ${SMS_DRIVERS.join(', ')}`);
  return known === 'http' ? { driver: known, gateway: readSmsGateway(env) } : { driver: known };
}

const STORAGE_DRIVERS: readonly StorageDriver[] = ['local', 'postgres', 's3'];

/**
 * FILE_STORAGE: 'postgres' by default when DATABASE_URL is set (every server sees every file
 * without a shared folder), else 'local' (STORAGE_ROOT). An unknown driver, or s3 without a
 * bucket, stops the start: files written where no other server looks would be lost to them.
 * @example readStorageSettings({ DATABASE_URL: 'postgres://db/ops' }).driver // 'postgres'
 */
export function readStorageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const named = (env.FILE_STORAGE ?? '').trim();
  const driver = STORAGE_DRIVERS.find((name) => name === named) ?? (named === '' ? (env.DATABASE_URL ? 'postgres' : 'local') : undefined);
  if (!driver) throw new Error(`FILE_STORAGE ${named} is not one of ${STORAGE_DRIVERS.join(', ')}`);
  if (driver === 'postgres' && !env.DATABASE_URL) throw new Error('FILE_STORAGE postgres needs DATABASE_URL (the embedded database keeps files in STORAGE_ROOT)');
  const purgeMinutes = env.FILE_PURGE_MINUTES === '0' ? 0 : positive(env.FILE_PURGE_MINUTES, 60);
  if (driver !== 's3') return { driver, purgeMinutes };
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORAGE s3 needs S3_BUCKET');
  return { driver, purgeMinutes, s3: { endpoint: env.S3_ENDPOINT?.trim() || undefined, bucket, region: env.S3_REGION?.trim() || 'us-east-1' } };
}

/** A positive whole number of seconds from the environment, else the default. */
/** Between two heartbeat rows when HEARTBEAT_SECONDS is not set. */
export const DEFAULT_HEARTBEAT_SECONDS = 10;

function seconds(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    apiBase: prefix(env.API_BASE, '/api'),
    liosBase: prefix(env.LIOS_BASE, '/api'),
    storageRoot: path.resolve(env.STORAGE_ROOT ?? path.join(dataDir, 'files')),
    tokenHours: Number(env.TOKEN_HOURS ?? 2),
    captcha: (env.LOGIN_CAPTCHA ?? 'on') !== 'off',
    seedDemo: (env.SEED_DEMO ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) !== 'off',
    clientDir: env.CLIENT_DIR === '' ? undefined : path.resolve(env.CLIENT_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'warn',
    files: readFileLimits(env),
    sms: readSmsSettings(env),
    fileStorage: readStorageSettings(env),
    auth: readAuthSettings(env),
    runJobs: (env.JOBS ?? 'on') !== 'off',
    jobTiming: { leaseMs: seconds(env.JOB_LEASE_SECONDS, 300) * 1000, pollMs: seconds(env.JOB_POLL_SECONDS, 15) * 1000 },
    heartbeatSeconds: seconds(env.HEARTBEAT_SECONDS, DEFAULT_HEARTBEAT_SECONDS),
    iot: readIotSettings(env),
    mapTileUrl: readMapTileUrl(env.MAP_TILE_URL),
  };
}

/** MAP_TILE_URL checked at start: a template that names a tile, on this site or over http(s). */
export function readMapTileUrl(text: string | undefined): string | undefined {
  const url = text?.trim();
  if (!url) return undefined;
  const tile = ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
  if (!tile || !(url.startsWith('/') || /^https?:\/\/[^/{}]+\//.test(url))) {
    throw new Error('MAP_TILE_URL must be a tile template with {z}, {x} and {y}, a path (/tiles/{z}/{x}/{y}.png) or an http(s) address');
  }
  return url;
}
