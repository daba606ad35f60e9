import type { Migration } from 'kysely';
import { baseline } from './0001_baseline.ts';
import { jobs } from './0002_jobs.ts';
import { numbering } from './0004_numbering.ts';

/**
 * The platform's migrations by name, run in the order of their names, each once per database
 * (docs/architecture.md, Platform migrations). Append; never edit one that has shipped.
 */
export const PLATFORM_MIGRATIONS: Readonly<Record<string, Migration>> = Object.freeze({
  '0001_baseline': baseline,
  '0002_jobs': jobs,
  '0004_numbering': numbering,
});
