import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import type { RateLimit, RateLimits } from './auth-settings.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** A limit check: resolves when the request is within the limit, else throws E_TOO_MANY_REQUESTS {seconds}. */
export type LimitCheck = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public sign-in calls' limits (README, Settings); checks that pass everything when RATE_LIMIT=off. */
    limits: Record<keyof RateLimits, LimitCheck>;
  }
}

const PASS: LimitCheck = async () => undefined;

/** The limits and what each is counted by: the client's address, or one count for everybody. */
const KEYS: Readonly<Record<keyof RateLimits, (request: FastifyRequest) => string>> = {
  login: (request) => `login:${request.ip}`,
  sms: (request) => `sms:${request.ip}`,
  smsAll: () => 'sms:*',
  account: (request) => `account:${request.ip}`,
};

/**
 * @fastify/rate-limit over a database store (sys_rate_limit), applied by the handlers at the
 * point each limit belongs (the SMS call counts everybody only once the captcha passed), so
 * the refusal is the envelope's E_TOO_MANY_REQUESTS in the user's language.
 */
export const rateLimitsPlugin = fp(async (app) => {
  const settings = app.config.auth.rateLimits;
  if (!settings) {
    app.decorate('limits', { login: PASS, sms: PASS, smsAll: PASS, account: PASS });
    return;
  }
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.database) });
  const check = (name: keyof RateLimits, limit: RateLimit): LimitCheck => {
    const counter = app.createRateLimit({ keyGenerator: KEYS[name], max: limit.max, timeWindow: limit.windowMs });
    return async (request) => {
      const result = await counter(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError('E_TOO_MANY_REQUESTS', { seconds: result.ttlInSeconds });
    };
  };
  app.decorate('limits', {
    login: check('login', settings.login),
    sms: check('sms', settings.sms),
    smsAll: check('smsAll', settings.smsAll),
    account: check('account', settings.account),
  });
});
