import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects: 'unit' (runtime/, src/, server/ and bench/ beside their code; tests/*.test.ts the
 * rules over the whole code), 'api' (the real server in-process, on the embedded database and,
 * when DATABASE_URL is set, on PostgreSQL) and 'e2e' (the built app in headless Chromium).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core for itself, which on a two-core machine runs the unit files
    // one at a time; the api and e2e projects run one file at a time in any case.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/*.test.ts', 'runtime/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'locales/**/*.test.ts', 'build/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // A few server/ units open an embedded database or read a workbook a thousand times:
          // seconds each when every file runs at once on two cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The demo data seeded once per run; test apps start from copies of it.
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time: the crash test restarts a server on the shared database.
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/csp-guard.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One server and one browser serve every e2e file: run them one after another.
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
