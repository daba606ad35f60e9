import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The page and API policy. Scripts only from the server itself; styles may be inline because
 * React Flow, CodeMirror and the preview frames (whose srcdoc inherits this policy) write
 * them. No 'unsafe-eval': the designer checks bundles with validators precompiled from the
 * schemas (npm run schemas:compile), and nothing else in the client compiles code. Nothing
 * loads from or posts to another host, so an injected style has nowhere to send what it
 * reads; frames may show the IFRAME menus' https pages.
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

/**
 * Security headers on every answer, pages and API alike (helmet): the policy above,
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer, X-Frame-Options SAMEORIGIN.
 * No HSTS and no upgrade-insecure-requests: TLS is the reverse proxy's business, and the
 * embedded default runs on plain HTTP. File answers replace the policy with a sandbox of
 * their own (server/files/send-file.ts).
 */
export const securityHeaders = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
});
