// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '../api/request-error.ts';
import { dismissToast, subscribeToasts, type ToastItem } from '../components/toast.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { installGlobalErrorHandlers, reportUnhandledError, scriptErrorTitle } from './global-errors.ts';

let shown: readonly ToastItem[] = [];
let unsubscribe = () => {};
let uninstall = () => {};

beforeEach(() => {
  activateLocale('zh-CN');
  unsubscribe = subscribeToasts((items) => {
    shown = items;
  });
});

afterEach(() => {
  uninstall();
  for (const item of shown) dismissToast(item.id);
  unsubscribe();
});

/** An error whose name is the given one (InternalError exists only in Firefox). */
function named(name: string, message = 'boom'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection') as Event & { reason: unknown; promise: Promise<unknown> };
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

describe('script error titles (spec 01 §8)', () => {
  it('names each kind of error in Chinese', () => {
    expect(scriptErrorTitle(named('InternalError'))).toBe('Javascript引擎内部错误');
    expect(scriptErrorTitle(new ReferenceError('x is not defined'))).toBe('未找到对象');
    expect(scriptErrorTitle(new TypeError('x'))).toBe('使用了错误的类型或对象');
    expect(scriptErrorTitle(new RangeError('x'))).toBe('使用内置对象时，参数超范围');
    expect(scriptErrorTitle(new SyntaxError('x'))).toBe('语法错误');
    expect(scriptErrorTitle(new EvalError('x'))).toBe('错误的使用了Eval');
    expect(scriptErrorTitle(new URIError('x'))).toBe('URI错误');
    expect(scriptErrorTitle(new Error('x'))).toBe('未知错误');
    expect(scriptErrorTitle('a string')).toBe('未知错误');
    expect(scriptErrorTitle(undefined)).toBe('未知错误');
  });

  it('and in English', async () => {
    await activateLocale('en-US');
    expect(scriptErrorTitle(new ReferenceError('x'))).toBe('Object not found');
    expect(scriptErrorTitle(new TypeError('x'))).toBe('Wrong type or object used');
    expect(scriptErrorTitle(named('InternalError'))).toBe('JavaScript engine internal error');
    expect(scriptErrorTitle({ name: 'Whatever' })).toBe('Unknown error');
  });
});

describe('global error handlers', () => {
  it('show a window error as an error notification titled by its kind, with its message', () => {
    uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new ReferenceError('foo is not defined'), message: 'Uncaught ReferenceError: foo is not defined' }));
    expect(shown).toEqual([expect.objectContaining({ type: 'error', title: '未找到对象', message: 'foo is not defined' })]);
  });

  it('show an unhandled rejection the same way, a non-error reason as unknown', () => {
    uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(rejection(new RangeError('Invalid array length')));
    window.dispatchEvent(rejection('plain text'));
    expect(shown.map((item) => [item.title, item.message])).toEqual([
      ['使用内置对象时，参数超范围', 'Invalid array length'],
      ['未知错误', 'plain text'],
    ]);
  });

  it('use the event message when the error object is missing (a cross-origin script)', () => {
    uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(shown.map((item) => [item.title, item.message])).toEqual([['未知错误', 'Script error.']]);
  });

  it('leave request errors to the request layer, and ignore aborts and the ResizeObserver notice', () => {
    uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(rejection(new RequestError('Status:404, requesting a non-existent server record!', 404)));
    window.dispatchEvent(rejection(new RequestError('', 401)));
    window.dispatchEvent(rejection(new DOMException('The operation was aborted.', 'AbortError')));
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    expect(shown).toEqual([]);
  });

  it('stop listening once uninstalled', () => {
    installGlobalErrorHandlers(window)();
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x') }));
    expect(shown).toEqual([]);
  });

  it('report one error as one notification', () => {
    reportUnhandledError(new TypeError('Cannot read properties of undefined'));
    reportUnhandledError(new TypeError('Cannot read properties of undefined'));
    expect(shown).toHaveLength(1);
  });
});
