import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../../runtime/index.ts';
import { wildcardParam } from '../auth/request-fields.ts';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
const HASHED = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the SPA fallback, unhashed public files) is checked on each use. */
const REVALIDATED = 'no-cache';

/**
 * Serves the built client. Files go out in the best encoding the browser accepts among the
 * .br and .gz copies the build wrote beside them (build/precompress.ts), with Vary:
 * Accept-Encoding; hashed assets are cached for a year, the rest revalidated. Any GET outside
 * the API that is not a file answers index.html, so that deep links to menu routes survive a
 * reload. Only the files present at start are served (wildcard off), so no request path can
 * reach outside the client folder.
 */
export async function clientPlugin(app: FastifyInstance, options: { root: string; apiBase: string }): Promise<void> {
  const indexFile = path.join(options.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built client in ${options.root}; run npm run build`);
    return;
  }
  const assetsDir = path.join(options.root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are other encodings of their file, not files of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', file.startsWith(assetsDir) ? HASHED : REVALIDATED),
  });
  const html = fs.readFileSync(indexFile);
  app.get('/*', async (request, reply) => {
    const requested = wildcardParam(request.params);
    // An asset that is not there (a chunk of an earlier build, after a redeploy) is a 404, so the
    // page's import fails at once instead of parsing index.html as a script.
    if (requested.startsWith(options.apiBase.replace(/^\//, '')) || requested.startsWith('assets/')) {
      throw new AppError('E_NOT_FOUND');
    }
    return reply.type('text/html').header('cache-control', REVALIDATED).send(html);
  });
}
