import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built client. Any GET outside the API that is not a file answers index.html,
 * so that deep links to menu routes survive a reload.
 */
export async function clientPlugin(app: FastifyInstance, options: { root: string; apiBase: string }): Promise<void> {
  const indexFile = path.join(options.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built client in ${options.root}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: options.root, wildcard: false, index: false, maxAge: '1h', immutable: true });
  const html = fs.readFileSync(indexFile);
  app.get('/*', async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    if (requested.startsWith(options.apiBase.replace(/^\//, ''))) throw Object.assign(new Error('not found'), { statusCode: 404 });
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
