import fp from 'fastify-plugin';

/**
 * The page and API policy. Scripts only from the server itself; styles may be inline because
 * React Flow, CodeMirror and the preview frames (whose srcdoc inherits this policy) write
 * them. No 'unsafe-eval': the designer checks bundles with validators precompiled from the
 * schemas (npm run schemas:compile), and nothing else in the client compiles code. Nothing
 * loads from or posts to another host, so an injected style has nowhere to send what it
 * reads; frames may show the IFRAME menus' https pages. Images may also come from the map's
 * tile server when MAP_TILE_URL names another host (only images: a tile sends nothing back).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
} as const;

/** `defaultSrc: ["'self'"]` → `default-src 'self'`, directives joined by `;`. */
function policyText(policy: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(policy)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The headers helmet's defaults gave, with the policy above, Referrer-Policy no-referrer and no
 * HSTS (TLS is the reverse proxy's business, and the embedded default runs on plain HTTP).
 */
export function securityHeadersFor(mapTileUrl?: string): Readonly<Record<string, string>> {
  const tileOrigin = mapTileUrl && /^https?:/.test(mapTileUrl) ? [new URL(mapTileUrl).origin] : [];
  return {
    'content-security-policy': policyText({ ...CONTENT_SECURITY_POLICY, imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...tileOrigin] }),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Security headers on every answer, pages and API alike, fixed at start: @fastify/helmet built
 * helmet's middleware again on every request (a CSP parse included), a measurable part of a
 * list call. File answers replace the policy with a sandbox of their own (server/files/send-file.ts).
 */
export const securityHeaders = fp(async (app) => {
  const headers = securityHeadersFor(app.config.mapTileUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
