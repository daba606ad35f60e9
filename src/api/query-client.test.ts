import { describe, expect, it } from 'vitest';
import { RequestError } from './request-error.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('asks again twice after no answer at all', () => {
    const dropped = new RequestError('无响应', 0, 'E_NO_RESPONSE');
    expect([0, 1, 2].map((count) => shouldRetry(count, dropped))).toEqual([true, true, false]);
  });

  it('never asks again once the server answered: 4xx, 5xx or a refusal envelope', () => {
    for (const status of [400, 401, 403, 404, 409, 500, 503, 200]) expect(shouldRetry(0, new RequestError('refused', status)), String(status)).toBe(false);
  });

  it('never asks again after an error of the client itself', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
