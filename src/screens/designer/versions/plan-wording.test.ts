import { afterAll, describe, expect, it } from 'vitest';
import { bundleProblem, type MigrationPlan } from '../../../../runtime/index.ts';
import { activateLocale, translate } from '../../../i18n/i18n.ts';
import type { PlanAnswer } from '../../../../contracts/module-design.ts';
import { checkProblemText, checkText, columnKindText, planBlocked, refusalText, stepText, type MigrationStep } from './plan-wording.ts';

const labels: Record<string, string> = { plateNo: '车牌号', seats: '座位数', remark: '备注', status: '状态' };
const labelOf = (field: string) => labels[field] ?? field;

/** One step of every kind (a narrowing both within a kind and to another kind), and its wording in both languages. */
const STEPS: [MigrationStep, string, string][] = [
  [{ kind: 'createTable', table: 'vm_x' }, '新建数据表 vm_x', 'Create table vm_x'],
  [{ kind: 'addColumn', field: 'plateNo', column: 'plate_no', to: { kind: 'text', maxLength: 20 } }, '新增列 plate_no：文本（最长 20），用于字段「车牌号」', 'Add column plate_no: text (up to 20), for field "车牌号"'],
  [
    { kind: 'widenColumn', field: 'seats', column: 'seats', from: { kind: 'integer' }, to: { kind: 'decimal', precision: 12, scale: 2 } },
    '加宽列 seats（字段「座位数」）：整数 → 小数（12,2）',
    'Widen column seats (field "座位数"): integer → decimal (12,2)',
  ],
  [
    { kind: 'narrowColumn', field: 'remark', column: 'remark', from: { kind: 'text' }, to: { kind: 'text', maxLength: 100 } },
    '收窄列 remark（字段「备注」）：长文本 → 文本（最长 100），仅在检查通过时执行',
    'Narrow column remark (field "备注"): long text → text (up to 100), only when its check passes',
  ],
  [
    { kind: 'narrowColumn', field: 'seats', column: 'seats', from: { kind: 'integer' }, to: { kind: 'text', maxLength: 10 } },
    '更改列类型 seats（字段「座位数」）：整数 → 文本（最长 10），仅在该列没有数据时执行',
    'Change the type of column seats (field "座位数"): integer → text (up to 10), only when the column holds no values',
  ],
  [{ kind: 'fillDefault', field: 'status', column: 'status', value: true }, '填充默认值：字段「状态」为空的记录填入 是（列 status）', 'Fill the default: records with no "状态" get Yes (column status)'],
  [{ kind: 'hideField', field: 'remark', column: 'remark' }, '隐藏字段「备注」（列 remark 与数据保留）', 'Hide field "备注" (column remark and its values are kept)'],
  [{ kind: 'restoreField', field: 'remark', column: 'remark' }, '恢复字段「备注」（重新使用列 remark 及其数据）', 'Restore field "备注" (column remark and its values are used again)'],
  [{ kind: 'addLinkTable', field: 'plateNo', column: 'plate_no' }, '新建“车牌号”的多选关联表（字段列 plate_no）', 'Create the link table of the multi-reference “车牌号” (column plate_no)'],
  [{ kind: 'addIndex', table: 'vm_x', columns: ['org_no', 'plate_no'] }, '新增索引：vm_x（org_no, plate_no）', 'Add an index on vm_x (org_no, plate_no)'],
  [
    { kind: 'addMenu', moduleId: 'vmX', parentId: 'm_vehicle', routerPath: 'vm/x' },
    '新增菜单 vmX：上级 m_vehicle，路径 vm/x',
    'Add menu item vmX under m_vehicle, path vm/x',
  ],
];

function answer(plan: Partial<MigrationPlan>, rest: Partial<Omit<PlanAnswer, 'plan'>> = {}): PlanAnswer {
  return {
    plan: { moduleId: 'vmX', table: 'vm_x', fromVersion: 1, toVersion: 2, steps: [], checks: [], refusals: [], ...plan },
    counts: {},
    blocked: false,
    problems: [],
    ...rest,
  };
}

describe('plan wording', () => {
  afterAll(() => activateLocale('zh-CN'));

  it('words every step kind in Chinese', () => {
    activateLocale('zh-CN');
    for (const [step, zh] of STEPS) expect(stepText(step, translate, labelOf), step.kind).toBe(zh);
  });

  it('words every step kind in English', async () => {
    await activateLocale('en-US');
    for (const [step, , en] of STEPS) expect(stepText(step, translate, labelOf), step.kind).toBe(en);
  });

  it('covers every step kind the runtime plans', () => {
    const kinds: Record<MigrationStep['kind'], true> = { createTable: true, addColumn: true, widenColumn: true, narrowColumn: true, fillDefault: true, hideField: true, restoreField: true, addLinkTable: true, addIndex: true, addMenu: true };
    expect([...new Set(STEPS.map(([step]) => step.kind))].sort()).toEqual(Object.keys(kinds).sort());
  });

  it('names every column kind', () => {
    activateLocale('zh-CN');
    const words = (['integer', 'bigint', 'double', 'date', 'timestamp', 'boolean'] as const).map((kind) => columnKindText({ kind }, translate));
    expect(words).toEqual(['整数', '长整数', '浮点数', '日期', '日期时间', '是/否']);
    expect(columnKindText({ kind: 'text', maxLength: 8 }, translate)).toBe('文本（最长 8）');
  });

  it('describes each check and, with rows, gives the server catalogue reason with the label and the count', () => {
    activateLocale('zh-CN');
    const required = { kind: 'required', field: 'plateNo', column: 'plate_no' } as const;
    const convert = { kind: 'convert', field: 'seats', column: 'seats', from: { kind: 'text' }, to: { kind: 'integer' } } as const;
    expect(checkText(required, translate, labelOf)).toBe('字段「车牌号」改为必填：统计为空的记录');
    expect(checkText(convert, translate, labelOf)).toBe('列 seats（字段「座位数」）由 长文本 改为 整数：只有空列才能转换，统计有值的记录');
    expect(checkProblemText(required, 12, translate, labelOf)).toBe(translate('designer.check.required', { label: '车牌号', rows: 12 }));
    const reason = checkProblemText(convert, 3, translate, labelOf);
    expect(reason).toContain('座位数');
    expect(reason).toContain('3');
    expect(reason).not.toMatch(/[{}]|designer\./);
  });

  it('translates a refusal with its params', async () => {
    await activateLocale('en-US');
    expect(refusalText({ messageId: 'designer.refuse.table', params: { from: 'vm_a', to: 'vm_b' } }, translate, labelOf)).toBe(translate('designer.refuse.table', { from: 'vm_a', to: 'vm_b' }));
    expect(refusalText({ messageId: 'designer.refuse.table', params: { from: 'vm_a', to: 'vm_b' } }, translate, labelOf)).toContain('vm_a');
  });

  it('blocks a plan when a check counts rows, a refusal or a problem exists, or the server says so', () => {
    const check = { kind: 'required', field: 'plateNo', column: 'plate_no' } as const;
    expect(planBlocked(answer({ checks: [check] }, { counts: { 0: 0 } }))).toBe(false);
    expect(planBlocked(answer({ checks: [check, check] }, { counts: { 0: 0, 1: 4 } }))).toBe(true);
    expect(planBlocked(answer({ refusals: [{ messageId: 'designer.refuse.orgScoped', params: {} }] }))).toBe(true);
    expect(planBlocked(answer({}, { problems: [bundleProblem('vmX.json', '/list', 'bundle.schema.required', { property: 'columns' })] }))).toBe(true);
    expect(planBlocked(answer({}, { blocked: true }))).toBe(true);
  });
});
