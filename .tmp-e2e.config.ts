import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { name: 'e2e', include: ['tests/e2e/system-admin.test.ts'], environment: 'node', globalSetup: ['/tmp/F-e2e/setup.ts'], setupFiles: ['tests/e2e/csp-guard.ts'], testTimeout: 120_000, hookTimeout: 180_000, poolOptions: { forks: { singleFork: true } } },
});
