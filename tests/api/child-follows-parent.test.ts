import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, CallParams } from './harness.ts';
import { call } from './harness.ts';
import { countRows, expectRefusal } from './module-helpers.ts';
import { expectOk, freshDefects, startWorkflowApp, submit } from './workflow-support.ts';

/**
 * Rows of a separate child module (defect handling records) are written only while their
 * parent is editable by the user: a defect whose approval waits on someone else takes no
 * added, changed or removed handling record from them (direct calls, a hostile client).
 */
describe('child-list rows follow their parent’s editability', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;
  let waiting: string;
  let free: string;
  let trackOfWaiting: string;
  beforeAll(async () => {
    ({ test, manager, zhangsan, wangwu } = await startWorkflowApp());
    [waiting, free] = (await freshDefects(test.app, 'GENERAL', 2)) as [string, string];
    trackOfWaiting = await addTrack(manager, waiting);
    // The starter sends the defect on: it waits at 班组长审核 for zhangsan.
    expectOk(await submit(test.app, manager, waiting, { oprNo: 0 }));
  });
  afterAll(() => test.close());

  const track = (parentId: string, extra: CallParams = {}): CallParams => ({ pkValue: -1, parentId, action: 'CONFIRM', handler: '王海峰', handleTime: '2099-01-01 08:00', content: '现场核实', ...extra });

  async function addTrack(token: string, parentId: string): Promise<string> {
    const saved = await call(test.app, token, 'df/defectTrack/save.ajax', track(parentId));
    expectOk(saved);
    return saved.body.value as string;
  }

  it('refuses adding, changing and removing rows of a defect waiting on someone else, writing nothing', async () => {
    const before = await countRows(test.app, 'df_defect_track');
    for (const token of [manager, wangwu]) {
      const added = await call(test.app, token, 'df/defectTrack/save.ajax', track(waiting));
      expectRefusal(added, 'E_FORBIDDEN', 403);
      expect(added.body.msgInfo).toMatch(/^不能修改“.+”的处理记录：该记录正在流程中等待他人处理$/);
    }
    const english = await call(test.app, manager, 'df/defectTrack/save.ajax', track(waiting, { lang: 'en_US' }));
    expect(english.body.msgInfo).toMatch(/^The Handling records of “.+” cannot be changed: the record is in a workflow waiting on someone else$/);
    expectRefusal(await call(test.app, manager, 'df/defectTrack/save.ajax', { pkValue: trackOfWaiting, content: '改过' }), 'E_FORBIDDEN', 403);
    expectRefusal(await call(test.app, manager, 'df/defectTrack/delete.ajax', { pkValue: trackOfWaiting }), 'E_FORBIDDEN', 403);
    // Moving a row of an editable defect under the waiting one is refused as well.
    const own = await addTrack(manager, free);
    expectRefusal(await call(test.app, manager, 'df/defectTrack/save.ajax', { pkValue: own, parentId: waiting }), 'E_FORBIDDEN', 403);
    expect(await countRows(test.app, 'df_defect_track')).toBe(before + 1);
    const stored = (await call(test.app, manager, 'df/defectTrack/find.ajax', { pkValue: trackOfWaiting })).body.recorder;
    expect(stored).toMatchObject({ content: '现场核实', _rowVersion: 1 });
  });

  it('lets the handler the defect waits on, and anyone on an editable defect, write its rows', async () => {
    const added = await addTrack(zhangsan, waiting);
    expectOk(await call(test.app, zhangsan, 'df/defectTrack/save.ajax', { pkValue: added, content: '班组长补充' }));
    expectOk(await call(test.app, zhangsan, 'df/defectTrack/delete.ajax', { pkValue: added }));
    const onFree = await addTrack(wangwu, free);
    expectOk(await call(test.app, manager, 'df/defectTrack/delete.ajax', { pkValue: onFree }));
  });
});
