import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGS } from '../../locales/catalogs.ts';
import { toLocale } from '../../locales/locale.ts';
import { LOCALES, type Locale } from '../../runtime/bundle/types.ts';
import type { MessageParams, Translate } from '../../runtime/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t: Translate;
  }
}

/**
 * Each language's translator over its catalog compiled once at start: Lingui compiles a string
 * message on every call, and the server translates the same few hundred messages all day. The
 * compiler stays set for an id missing from the catalogs, which Lingui shows as given.
 */
function createTranslators(): Record<Locale, Translate> {
  const entries = LOCALES.map((locale) => {
    const i18n: I18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(locale, Object.fromEntries(Object.entries(CATALOGS[locale]).map(([id, message]) => [id, compileMessage(message)])));
    i18n.activate(locale);
    const translate: Translate = (id: string, params?: MessageParams) => i18n._(id, params);
    return [locale, translate] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, Translate>;
}

export const translators = createTranslators();

/** The request language: the spec's lang parameter, else Accept-Language, else zh-CN. */
function requestLang(query: unknown, body: unknown, header: string | undefined): string | undefined {
  const fromQuery = (query as Record<string, unknown> | undefined)?.lang;
  if (typeof fromQuery === 'string') return fromQuery;
  const fromBody = (body as Record<string, unknown> | undefined)?.lang;
  if (typeof fromBody === 'string') return fromBody;
  return header;
}

export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('t', null as unknown as Translate);
  const choose = async (request: FastifyRequest) => {
    request.locale = toLocale(requestLang(request.query, request.body, request.headers['accept-language']));
    request.t = translators[request.locale];
  };
  // Once before the body is read, so that even a refused body gets an answer in the right
  // language, and again after, since the spec sends lang inside form bodies.
  app.addHook('onRequest', choose);
  app.addHook('preValidation', choose);
});
