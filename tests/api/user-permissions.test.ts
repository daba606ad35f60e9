import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../runtime/errors.ts';
import { moduleOperations, requireOperation, requireUser } from '../../server/auth/permissions.ts';
import { loadSessionUser, type SessionUser } from '../../server/auth/session-user.ts';
import { startTestApp, type TestApp } from './harness.ts';

describe('operation permissions', () => {
  let test: TestApp;
  const users: Record<string, SessionUser> = {};
  beforeAll(async () => {
    test = await startTestApp();
    for (const [name, userId] of [['admin', 'U0001'], ['manager', 'U0002'], ['zhangsan', 'U0003']] as const) {
      const user = await loadSessionUser(test.app.database.db, userId, 'test');
      if (!user) throw new Error(`demo user ${name} missing`);
      users[name] = user;
    }
  });
  afterAll(() => test.close());

  const requestOf = (user: SessionUser | null) => ({ user, server: test.app }) as unknown as FastifyRequest;

  async function refusal(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise;
      return undefined;
    } catch (error) {
      return isAppError(error) ? { code: error.code, params: error.params } : error;
    }
  }

  it('lets the super administrator do everything', async () => {
    expect(requireOperation(requestOf(users.admin!), 'vmVehicle', 'delete')).toMatchObject({ userName: 'admin' });
    expect(moduleOperations(users.admin!, 'vmVehicle')).toMatchObject({ isModuleOprLimit: false });
  });

  it('limits other users to the operations of their roles', async () => {
    const module = test.app.modules.byModuleId('vmVehicle')!;
    expect(requireOperation(requestOf(users.zhangsan!), module, 'edit')).toMatchObject({ userName: 'zhangsan' });
    expect(await refusal(Promise.resolve().then(() => requireOperation(requestOf(users.zhangsan!), module, 'delete')))).toEqual({ code: 'E_OPERATION_DENIED', params: { operation: 'delete' } });
    expect(requireOperation(requestOf(users.manager!), module, 'delete')).toMatchObject({ userName: 'manager' });
    expect(moduleOperations(users.zhangsan!, 'vmVehicle')).toEqual({ isModuleOprLimit: true, moduleOprs: ['add', 'edit', 'export', 'view'] });
    expect(moduleOperations(users.zhangsan!, 'noSuchModule')).toEqual({ isModuleOprLimit: true, moduleOprs: [] });
  });

  it('refuses without a user', () => {
    expect(() => requireUser(requestOf(null))).toThrow(/E_UNAUTHENTICATED/);
  });
});
