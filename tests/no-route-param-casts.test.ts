import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12: a call's parameters get their type from the schema that validates them (addCall's
 * TypeBox object), or are read as unknown values; no route casts them to a type nobody
 * checked. Route files are the files of server/ that register routes.
 */
const SERVER = 'server';
const REGISTERS_ROUTES = /\b(addCall|addUploadCall)\(|\bapp\.(route|get|post)\(/;
/** A parameter source (a handler's params, the request's body, query or path parameters) followed by a cast. */
const CAST_OF_PARAMS = /\b(params|request\.(body|query|params))(\.\w+|\[[^\]]+\])*\)?\s+as\s+(?!const\b)/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('route parameters', () => {
  const routeFiles = sources(SERVER).filter((file) => REGISTERS_ROUTES.test(fs.readFileSync(file, 'utf8')));

  it('are found in the route files', () => {
    expect(routeFiles).toEqual(expect.arrayContaining([path.join('server', 'auth', 'call-route.ts'), path.join('server', 'routes', 'module-routes.ts')]));
  });

  it('are cast to no type in any route file', () => {
    const casts = routeFiles.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (CAST_OF_PARAMS.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(casts).toEqual([]);
  });

  it('the check sees a cast where there is one', () => {
    for (const line of ['planListQuery(module, params as ListRequest)', "str(request.body as Params, 'modelId')", "(request.params as { '*': string })['*']", 'params.condition as string']) {
      expect(line).toMatch(CAST_OF_PARAMS);
    }
    expect('const SHAPES = [1, 2] as const; params.moduleId').not.toMatch(CAST_OF_PARAMS);
  });
});
