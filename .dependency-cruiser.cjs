/**
 * The layer boundaries of docs/architecture.md, checked by `npm test` (tests/run-all.ts, step
 * 'boundaries'): runtime/ is the framework-free core both sides share, contracts/ the answers
 * of the calls both sides type with, src/ and server/ never reach into each other.
 */
const RUNTIME_CODE = '^runtime/(?!.*\\.test\\.ts$)(?!test-support/)';
const CONTRACTS = '^contracts/';
const PACKAGES = ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'];

/**
 * A shared layer's two rules: which packages it may load (`allowed`, a node_modules path
 * pattern) and which folders of the repository it may not reach (`above`).
 */
function sharedLayer(layer, from, { allowed, above, packagesWhy, aboveWhy }) {
  return [
    { name: `${layer}-packages`, comment: packagesWhy, severity: 'error', from: { path: from }, to: { dependencyTypes: PACKAGES, pathNot: allowed } },
    { name: `${layer}-stays-below`, comment: aboveWhy, severity: 'error', from: { path: from }, to: { path: above } },
  ];
}

module.exports = {
  forbidden: [
    ...sharedLayer('runtime', RUNTIME_CODE, {
      allowed: '^node_modules/(ajv|safe-regex2|dayjs|rrule)/',
      above: '^(contracts|src|server|tests|bench|build)/',
      packagesWhy: 'runtime/ runs in the browser and on the server: no React, Fastify, SQL driver or Node built-in.',
      aboveWhy: 'runtime/ is the bottom layer: it imports nothing of the contracts, the client, the server or the tests.',
    }),
    ...sharedLayer('contracts', CONTRACTS, {
      allowed: '^node_modules/@sinclair/typebox/',
      above: '^(src|server|tests|bench|build)/',
      packagesWhy: 'contracts/ holds TypeBox schemas only: the browser and the server load them alike.',
      aboveWhy: 'contracts/ may name runtime/ types (bundles, plans), nothing of the client, the server or the tests.',
    }),
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
