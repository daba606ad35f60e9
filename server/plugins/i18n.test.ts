import { describe, expect, it, vi } from 'vitest';

const compiled = vi.hoisted(() => ({ count: 0 }));
vi.mock('@lingui/message-utils/compileMessage', async (importOriginal) => {
  const original = await importOriginal<typeof import('@lingui/message-utils/compileMessage')>();
  return {
    compileMessage: (message: string) => {
      compiled.count += 1;
      return original.compileMessage(message);
    },
  };
});

const { translators } = await import('./i18n.ts');

describe('server translators', () => {
  it('compile the catalogs once at start, not on every call', () => {
    const atStart = compiled.count;
    for (let call = 0; call < 100; call += 1) {
      expect(translators['zh-CN']('workflow.fallbackOpinionRequired')).toBe('请填写处理意见！');
      expect(translators['en-US']('workflow.expr.arity', { name: 'round', min: 1, max: 2 })).toContain('round');
    }
    expect(compiled.count).toBe(atStart);
  });

  it('still show an id missing from the catalogs as given, placeholders filled', () => {
    expect(translators['en-US']('no such message {name}', { name: 'x' })).toBe('no such message x');
  });
});
