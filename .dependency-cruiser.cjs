/**
 * The layer boundaries of docs/architecture.md, checked by `npm test` (tests/run-all.ts, step
 * 'boundaries'): runtime/ is the framework-free core both sides share, contracts/ the answers
 * of the calls both sides type with, src/ and server/ never reach into each other.
 */
const RUNTIME_CODE = '^runtime/(?!.*\\.test\\.ts$)(?!test-support/)';
const CONTRACTS = '^contracts/';

module.exports = {
  forbidden: [
    {
      name: 'runtime-without-frameworks',
      comment: 'runtime/ runs in the browser and on the server: no React, Fastify, SQL driver or Node built-in.',
      severity: 'error',
      from: { path: RUNTIME_CODE },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: '^node_modules/(ajv|safe-regex2|dayjs)/' },
    },
    {
      name: 'runtime-stays-below',
      comment: 'runtime/ is the bottom layer: it imports nothing of the client, the server or the tests.',
      severity: 'error',
      from: { path: RUNTIME_CODE },
      to: { path: '^(contracts|src|server|tests|bench|build)/' },
    },
    {
      name: 'contracts-are-schemas',
      comment: 'contracts/ holds TypeBox schemas only: the browser and the server load them alike.',
      severity: 'error',
      from: { path: CONTRACTS },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: '^node_modules/@sinclair/typebox/' },
    },
    {
      name: 'contracts-above-runtime-only',
      comment: 'contracts/ may name runtime/ types (bundles, plans), nothing of the client, the server or the tests.',
      severity: 'error',
      from: { path: CONTRACTS },
      to: { path: '^(src|server|tests|bench|build)/' },
    },
    {
      name: 'client-not-server',
      comment: 'The client talks to the server over HTTP only; shared code lives in runtime/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '^dist/' },
  },
};
