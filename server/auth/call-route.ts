import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { optionalText } from './param-schemas.ts';
import { requestFields } from './request-fields.ts';

/** Parameters every call may carry besides its own (spec 01 §7: token, language, GET timestamp). */
const EXTRAS = {
  timestamp: optionalText(20),
  lang: optionalText(10),
  access_token: optionalText(200),
};

type Extras = typeof EXTRAS;

/** A call's parameters as its handler gets them: its own, typed from its schema, and the extras. */
export type CallParams<P extends TProperties> = Static<TObject<P & Extras>>;

export interface CallDefinition<P extends TProperties> {
  /** The call's own parameters, a TypeBox object (optional ones Type.Optional): Fastify validates with it and the handler's types come from it. */
  params: TObject<P>;
  /** Both by default: the spec sends some calls as GET, and clients may POST any of them. */
  methods?: readonly ('GET' | 'POST')[];
}

/** A call without parameters of its own. */
export const NO_PARAMS = Type.Object({});

function withExtras<P extends TProperties>(params: TObject<P>): TObject<P & Extras> {
  return Type.Object(Object.assign({}, params.properties, EXTRAS), { additionalProperties: false });
}

/**
 * Registers one call of the spec under its path. GET validates the query; POST validates the
 * form body (the query may only hold optional parameters). The handler gets both merged and
 * answers with an envelope, or, for a call that answers a file, sends it on the reply and
 * returns the reply. Refusals are thrown as AppError and answered as an envelope either way.
 * @example addCall(app, 'system/user/changeUserAvatar.ajax', { params: Type.Object({ avatar: text(500) }) }, handler)
 */
export function addCall<P extends TProperties>(
  app: FastifyInstance,
  path: string,
  definition: CallDefinition<P>,
  handler: (request: FastifyRequest, params: CallParams<P>, reply: FastifyReply) => Promise<unknown>,
): void {
  const params = withExtras(definition.params);
  // Fastify validated (and coerced) the request with the same schema; the check only gives the
  // merged value its type, and refuses what a hook might have changed since.
  const run = (request: FastifyRequest, merged: unknown, reply: FastifyReply) => {
    if (!Value.Check(params, merged)) throw new AppError('E_BAD_REQUEST', { reason: 'params' });
    return handler(request, merged, reply);
  };
  const methods = definition.methods ?? ['GET', 'POST'];
  if (methods.includes('GET')) {
    app.route({ method: 'GET', url: `/${path}`, schema: { querystring: params }, handler: (request, reply) => run(request, request.query, reply) });
  }
  if (methods.includes('POST')) {
    app.route({
      method: 'POST',
      url: `/${path}`,
      schema: { querystring: Type.Partial(params), body: params },
      // A POST without a form (token in the header only) still validates as an empty form.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      handler: (request, reply) => run(request, { ...requestFields(request.query), ...requestFields(request.body) }, reply),
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
  app.route({ method: 'POST', url: `/${path}`, schema: { querystring: withExtras(NO_PARAMS) }, handler });
}
