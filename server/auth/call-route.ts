import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type JsonSchema = Record<string, unknown>;

/** Parameters every call may carry besides its own (spec 01 §7: token, language, GET timestamp). */
const EXTRAS: Readonly<Record<string, JsonSchema>> = {
  timestamp: { type: 'string', maxLength: 20 },
  lang: { type: 'string', maxLength: 10 },
  access_token: { type: 'string', maxLength: 200 },
};

export interface CallDefinition {
  /** JSON Schemas of the call's own parameters. */
  params?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  /** Both by default: the spec sends some calls as GET, and clients may POST any of them. */
  methods?: readonly ('GET' | 'POST')[];
}

function objectSchema(properties: Readonly<Record<string, JsonSchema>>, required: readonly string[]): JsonSchema {
  return { type: 'object', properties: { ...EXTRAS, ...properties }, required: [...required], additionalProperties: false };
}

/**
 * Registers one call of the spec under its path. GET validates the query; POST validates the
 * form body (the query may only hold optional parameters). The handler gets both merged and
 * answers with an envelope, or, for a call that answers a file, sends it on the reply and
 * returns the reply. Refusals are thrown as AppError and answered as an envelope either way.
 * @example addCall(app, 'system/user/changeUserAvatar.ajax', { params: { avatar: { type: 'string' } }, required: ['avatar'] }, handler)
 */
export function addCall<P extends Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  definition: CallDefinition,
  handler: (request: FastifyRequest, params: P, reply: FastifyReply) => Promise<unknown>,
): void {
  const properties = definition.params ?? {};
  const required = definition.required ?? [];
  const run = async (request: FastifyRequest, reply: FastifyReply) => handler(request, { ...(request.query as object), ...(request.body as object) } as P, reply);
  for (const method of definition.methods ?? ['GET', 'POST']) {
    const schema = method === 'GET' ? { querystring: objectSchema(properties, required) } : { querystring: objectSchema(properties, []), body: objectSchema(properties, required) };
    app.route({
      method,
      url: `/${path}`,
      schema,
      // A POST without a form (token in the header only) still validates as an empty form.
      preValidation: async (request) => {
        if (method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
      },
      handler: run,
    });
  }
}

/**
 * A multipart POST: its fields arrive with the file, so only the query string is validated
 * here (token, language); the handler reads the form itself.
 */
export function addUploadCall(
  app: FastifyInstance,
  path: string,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({ method: 'POST', url: `/${path}`, schema: { querystring: objectSchema({}, []) }, handler });
}
