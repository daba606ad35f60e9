import type { JobSchedule } from '../jobs/job-types.ts';

/**
 * The cron pattern for a purge every `minutes`: a minute of the hour divisible by it below an
 * hour (exact when it divides 60), else every whole number of hours, at most once a day.
 * @example purgeCron(15) // every quarter hour; purgeCron(120) // '0 *\/2 * * *'
 */
export function purgeCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.round(minutes / 60));
  return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/**
 * The stale-file purge (job purge.files) every config.fileStorage.purgeMinutes (0: never), once
 * per storage place: servers sharing a place (postgres, s3) purge it once between them; a server
 * with a folder of its own (local) purges its own, since no other can see its files.
 */
export function filePurgeSchedule(minutes: number, place: string): JobSchedule | undefined {
  if (minutes <= 0) return undefined;
  return { name: 'purge.files', cron: purgeCron(minutes), queue: filesQueue(place), key: `purge.files:${place}` };
}

/** The queue of the servers that see the files of `place`. */
export function filesQueue(place: string): string {
  return `files:${place}`.slice(0, 200);
}
