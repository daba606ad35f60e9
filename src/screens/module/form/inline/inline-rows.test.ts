import { describe, expect, it } from 'vitest';
import type { ModuleBundle } from '../../../../../runtime/index.ts';
import { compileModule } from '../../../../../runtime/bundle/compile.ts';
import { loadBundle, loadCompiled, loadDictionaries } from '../../../../../runtime/test-support/modules.ts';
import { checkInlineRows, childrenPayload, moveRow, newRow, rowsDiffer, rowsFromRecorder, splitServerErrors, type InlineRow } from './inline-rows.ts';

const bundle = loadBundle('dfDefect') as ModuleBundle;
const inlineBundle: ModuleBundle = { ...bundle, form: { ...bundle.form, children: [{ ...bundle.form.children![0]!, inline: true, minRows: 1, maxRows: 2 }] } };
const defect = compileModule(inlineBundle, loadDictionaries());
const track = loadCompiled('dfDefectTrack');
const children = new Map([[track.moduleId, track]]);
const t = (id: string, params?: Record<string, unknown>) => `${id} ${JSON.stringify(params ?? {})}`;

const stored = { trackNo: 'K1', parentId: 'P1', parentName: 'QX1', action: 'CONFIRM', handler: '张三', handleTime: '2024-05-01 08:00:00', hours: '1.5', content: 'c', pkValue: 'K1', _labels: { action: '确认' } };

describe('inline rows in the form', () => {
  it('reads find.ajax rows with their keys and labels, and sends them back by key without the link fields', () => {
    const rows = rowsFromRecorder(defect, { dfDefectTrack: [stored] });
    expect(rows.dfDefectTrack?.[0]).toMatchObject({ rowId: 'K1', key: 'K1', labels: { action: '确认' } });
    const added = newRow({ action: 'DISPATCH', handler: '李四' });
    const payload = JSON.parse(childrenPayload(defect, children, { dfDefectTrack: [...(rows.dfDefectTrack ?? []), added] }) ?? '{}');
    expect(payload.dfDefectTrack[0]).toEqual({ pkValue: 'K1', action: 'CONFIRM', handler: '张三', handleTime: '2024-05-01 08:00:00', hours: '1.5', content: 'c' });
    expect(payload.dfDefectTrack[1]).toEqual({ action: 'DISPATCH', handler: '李四', handleTime: null, hours: null, content: null });
  });

  it('sends nothing for a module without inline lists, or before the child module is loaded', () => {
    expect(childrenPayload(loadCompiled('dfDefect'), children, {})).toBeUndefined();
    expect(childrenPayload(defect, new Map(), {})).toBeUndefined();
    // A loaded list with no rows is sent: the user removed them all.
    expect(childrenPayload(defect, children, {})).toBe('{"dfDefectTrack":[]}');
  });

  it('checks rows and their count with the runtime rules, by place', () => {
    const rows = rowsFromRecorder(defect, { dfDefectTrack: [stored] }).dfDefectTrack ?? [];
    expect(checkInlineRows(defect, children, { dfDefectTrack: rows }, t, 'zh-CN')).toEqual({});
    const errors = checkInlineRows(defect, children, { dfDefectTrack: [...rows, newRow({ handler: 'x' }), newRow()] }, t, 'en-US');
    expect(errors.dfDefectTrack).toBe('rule.rows.max {"label":"Handling records","limit":2}');
    expect(Object.keys(errors)).toContain('dfDefectTrack[1].action');
    expect(Object.keys(errors)).not.toContain('dfDefectTrack[1].handler');
  });

  it("splits a refused save's messages into the parent's and the rows'", () => {
    const split = splitServerErrors(defect, [{ field: 'title', message: 'a' }, { field: 'dfDefectTrack[0].handler', message: 'b' }, { field: 'dfDefectTrack', message: 'c' }, { field: 'other[0].x', message: 'd' }]);
    expect(split.parent).toEqual([{ field: 'title', message: 'a' }, { field: 'other[0].x', message: 'd' }]);
    expect(split.rows).toEqual({ 'dfDefectTrack[0].handler': 'b', dfDefectTrack: 'c' });
  });

  it('moves rows within the list and tells a changed order or value from the snapshot', () => {
    const [a, b, c] = [newRow({ handler: 'a' }), newRow({ handler: 'b' }), newRow({ handler: 'c' })] as [InlineRow, InlineRow, InlineRow];
    const list = [a, b, c];
    expect(moveRow(list, 2, -1)).toEqual([a, c, b]);
    expect(moveRow(list, 0, -1)).toBe(list);
    expect(moveRow(list, 2, 1)).toBe(list);
    const snapshot = { dfDefectTrack: list };
    expect(rowsDiffer(children, { dfDefectTrack: [a, b, c] }, snapshot)).toBe(false);
    expect(rowsDiffer(children, { dfDefectTrack: [b, a, c] }, snapshot)).toBe(true);
    expect(rowsDiffer(children, { dfDefectTrack: [a, b] }, snapshot)).toBe(true);
    expect(rowsDiffer(children, { dfDefectTrack: [a, { ...b, values: { handler: 'B' } }, c] }, snapshot)).toBe(true);
    expect(rowsDiffer(children, { dfDefectTrack: [a, { ...b, values: { handler: 'b', hours: '' } }, c] }, snapshot)).toBe(false);
  });
});
