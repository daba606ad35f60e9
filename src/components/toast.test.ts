import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPageProblems, subscribeToasts, toast, type ToastItem } from './toast.ts';

function shown(): readonly ToastItem[] {
  let current: readonly ToastItem[] = [];
  subscribeToasts((items) => (current = items))();
  return current;
}

describe('toasts', () => {
  // Every toast times out: running the timers empties the module's list for the next test.
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('a new page clears the previous page errors but keeps a success and notifications', () => {
    vi.useFakeTimers();
    toast.error('密码错误');
    toast.notify({ title: '新消息', message: '有一条待办' });
    toast.success('登录成功');
    toast.warning('请注意');
    clearPageProblems();
    expect(shown().map((item) => item.message)).toEqual(['有一条待办', '登录成功']);
  });

  it('a save shows either its problems or its success, never both', () => {
    vi.useFakeTimers();
    toast.error('请先完善信息');
    toast.success('保存成功');
    expect(shown().map((item) => item.message)).toEqual(['保存成功']);
    toast.error('请先完善信息');
    expect(shown().map((item) => item.message)).toEqual(['请先完善信息']);
  });
});
