import type { TestProject } from 'vitest/node';
import { buildSnapshot } from './snapshot-helpers.ts';

/**
 * Seeds the demo data once for the whole API run (on PGlite, or on PostgreSQL when DATABASE_URL
 * is set) and hands it to the test files, whose apps start from copies of it
 * (tests/api/harness.ts). Made anew on every run: it always holds what the current code seeds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const { snapshot, remove } = await buildSnapshot(process.env.DATABASE_URL || undefined);
  console.log(`api: demo data seeded once for the run in ${Math.round(performance.now() - started)} ms (${snapshot.kind})`);
  project.provide('seededSnapshot', snapshot);
  return remove;
}
