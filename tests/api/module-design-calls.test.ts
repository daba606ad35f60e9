import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import schema from '../../schemas/module.schema.json' with { type: 'json' };
import { DEMO_MODULES, design, designValue, editDraft, loadDesign, publishDraft, textField } from './module-design-helpers.ts';

describe('module designer calls', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let zhangsan: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager, zhangsan] = await loginAll(test.app, ['analyst', 'manager', 'zhangsan']);
  });
  afterAll(() => test.close());

  it('lists the bundles of modules/ as their first published versions, by system', async () => {
    const modules = await designValue(test.app, analyst, 'list.ajax');
    expect(modules.map((module: { moduleId: string }) => module.moduleId)).toEqual(DEMO_MODULES);
    expect(modules.find((module: { moduleId: string }) => module.moduleId === 'vmVehicle')).toMatchObject({
      title: { 'zh-CN': '车辆台账', 'en-US': 'Vehicles' },
      apiPath: 'vm/vehicle',
      publishedVersion: 1,
      draft: null,
    });
    const versions = await designValue(test.app, analyst, 'versions.ajax', { moduleId: 'vmVehicle' });
    expect(versions).toEqual([expect.objectContaining({ version: 1, status: 'published', createdBy: 'system', createdByName: 'system', publishedBy: 'system', note: 'modules/vmVehicle.json' })]);
    const audit = await call(test.app, manager, 'system/moduleDesign/audit.ajax', { moduleId: 'vmVehicle', pageNo: 1, pageSize: 10 });
    expect(audit.body).toMatchObject({ totalRows: 1, isPageList: true, rows: [{ rowDatas: { moduleId: 'vmVehicle', action: 'import', fromVersion: null, toVersion: 1, userName: 'system' } }] });
    expect((await call(test.app, analyst, 'vm/vehicle/init.ajax', { pkValue: -1 })).body.value.version).toBe('1');
  });

  it('offers dictionaries, entities, menu folders, workflow models and the tables modules may use', async () => {
    const context = await designValue(test.app, analyst, 'context.ajax');
    expect(Object.keys(context.dictionaries)).toContain('vehicleType');
    expect(context.entities.find((entity: { moduleId: string }) => entity.moduleId === 'baStation')).toMatchObject({
      entityName: 'BaStation',
      fields: expect.arrayContaining([{ name: 'czxxNam', label: { 'zh-CN': '场站名称', 'en-US': 'Station name' }, type: 'text' }]),
    });
    expect(context.menuFolders).toEqual(expect.arrayContaining([{ id: 'm_base', title: { 'zh-CN': '基础数据', 'en-US': 'Basic data' }, modules: expect.arrayContaining(['baStation', 'eqEquipment']) }]));
    // A folder holds the modules its own entries open (the designer files a new module beside its family).
    expect(context.menuFolders.find((folder: { id: string }) => folder.id === 'm_workflow')).toMatchObject({ modules: [] });
    expect(context.menuFolders.map((folder: { id: string }) => folder.id)).not.toContain('vmVehicle');
    expect(context.workflowModels.some((model: { moduleId: string; published: boolean }) => model.moduleId === 'dfDefect' && model.published)).toBe(true);
    expect(context.tables).toEqual(expect.arrayContaining([{ table: 'vm_vehicle', module: 'vmVehicle' }]));
    // Posts are offered with their organisation, whose name tells posts of several stations apart.
    expect(context.posts).toEqual(expect.arrayContaining([{ id: 'P0101', name: '场长', orgName: '张北风电场' }, { id: 'P0201', name: '站长', orgName: '格尔木光伏电站' }]));
    expect(context.tables.some((entry: { table: string }) => /^(sys|wf)_/.test(entry.table))).toBe(false);
  });

  it('checks a bundle alone and in the published set, naming each place by JSON pointer', async () => {
    const { bundle } = await loadDesign(test.app, analyst, 'vmVehicle');
    expect(await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(bundle) })).toEqual({ problems: [] });
    const broken = structuredClone(bundle);
    broken.list.columns.push({ field: 'noSuchField' });
    const { problems } = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(broken) });
    expect(problems).toEqual([expect.objectContaining({ file: 'vmVehicle.json', pointer: `/list/columns/${broken.list.columns.length - 1}/field` })]);
    const clash = structuredClone(bundle);
    clash.moduleId = 'vmVehicleCopy';
    const set = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(clash) });
    expect(set.problems.map((problem: { pointer: string }) => problem.pointer)).toEqual(expect.arrayContaining(['/entity/name', '/entity/table', '/apiPath']));
  });

  it('answers problems in the request language, with their message id and parameters', async () => {
    const { bundle } = await loadDesign(test.app, analyst, 'vmVehicle');
    const badPath = JSON.stringify({ ...bundle, apiPath: 'Vm Vehicle' });
    const pattern = schema.properties.apiPath.pattern;
    const chinese = await designValue(test.app, analyst, 'check.ajax', { bundle: badPath, lang: 'zh-cn' });
    expect(chinese.problems).toEqual([
      { file: 'vmVehicle.json', pointer: '/apiPath', messageId: 'bundle.schema.pattern', params: { pattern }, message: `格式不正确，应匹配 ${pattern}` },
    ]);
    const english = await designValue(test.app, analyst, 'check.ajax', { bundle: badPath, lang: 'en_US' });
    expect(english.problems).toEqual([expect.objectContaining({ pointer: '/apiPath', message: `Not in the right format: must match ${pattern}` })]);
  });

  it('refuses to store an invalid draft, answering the problems with their pointers', async () => {
    const invalid = await editDraft(test.app, analyst, 'baStation', (bundle) => {
      bundle.form.groups[0]!.fields.push('ghost');
    });
    expectRefusal(invalid, 'E_BUNDLE_INVALID', 400);
    expect(invalid.body.param.problems).toEqual([
      expect.objectContaining({ pointer: expect.stringMatching(/^\/form\/groups\/0\/fields\/\d+$/), messageId: 'bundle.unknownField', params: { name: 'ghost' }, message: '字段 ghost 不存在' }),
    ]);
    const notJson = await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'baStation', bundle: '{ "moduleId": ', revision: -1 });
    expectRefusal(notJson, 'E_BUNDLE_INVALID', 400);
    expect(notJson.body.param.problems).toEqual([expect.objectContaining({ file: 'bundle', pointer: '/', messageId: 'bundle.notJson', message: expect.stringMatching(/^JSON 无法解析：/) })]);
    const { bundle } = await loadDesign(test.app, analyst, 'baStation');
    const otherModule = await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'vmVehicle', bundle: JSON.stringify(bundle), revision: -1 });
    expectRefusal(otherModule, 'E_BUNDLE_INVALID', 400);
    expect(otherModule.body.param.problems).toEqual([expect.objectContaining({ pointer: '/moduleId', messageId: 'bundle.moduleIdMismatch', message: '模块标识应为 vmVehicle' })]);
    expect((await designValue(test.app, analyst, 'list.ajax')).every((module: { draft: unknown }) => module.draft === null)).toBe(true);
  });

  it('refuses the later of two analysts saving the same draft and keeps the earlier one', async () => {
    const first = await editDraft(test.app, analyst, 'eqEquipment', (bundle) => {
      bundle.title['zh-CN'] = '设备台账（分析员）';
    });
    expect(first.body).toMatchObject({ state: 0, value: { version: 2, revision: 1 } });
    const seenByManager = await loadDesign(test.app, manager, 'eqEquipment');
    expect(seenByManager).toMatchObject({ status: 'draft', version: 2, revision: 1 });

    const second = await editDraft(test.app, analyst, 'eqEquipment', (bundle) => {
      bundle.title['en-US'] = 'Equipment (analyst)';
    });
    expect(second.body.value).toEqual({ version: 2, revision: 2 });
    const late = structuredClone(seenByManager.bundle);
    late.title['zh-CN'] = '设备台账（经理）';
    const refused = await design(test.app, manager, 'saveDraft.ajax', { moduleId: 'eqEquipment', bundle: JSON.stringify(late), revision: seenByManager.revision });
    expectRefusal(refused, 'E_DRAFT_CHANGED', 409);
    expect(refused.body.msgInfo).toMatch(/^草稿已被赵刚于\d{4}-\d\d-\d\d \d\d:\d\d:\d\d修改/);
    // A second first draft is refused too: there is one draft per module.
    expectRefusal(await design(test.app, manager, 'saveDraft.ajax', { moduleId: 'eqEquipment', bundle: JSON.stringify(late), revision: -1 }), 'E_DRAFT_CHANGED', 409);

    const stored = await loadDesign(test.app, manager, 'eqEquipment');
    expect(stored.bundle.title).toEqual({ 'zh-CN': '设备台账（分析员）', 'en-US': 'Equipment (analyst)' });
    const listed = (await designValue(test.app, manager, 'list.ajax')).find((module: { moduleId: string }) => module.moduleId === 'eqEquipment');
    expect(listed).toMatchObject({ title: stored.bundle.title, publishedVersion: 1, draft: { version: 2, revision: 2, updatedBy: 'U0007', updatedByName: '赵刚' } });
  });

  it('discards a draft only at the revision seen, keeps its number unused and logs it', async () => {
    expectRefusal(await design(test.app, analyst, 'discardDraft.ajax', { moduleId: 'eqEquipment', revision: 1 }), 'E_DRAFT_CHANGED', 409);
    expect(await designValue(test.app, analyst, 'discardDraft.ajax', { moduleId: 'eqEquipment', revision: 2 })).toEqual({});
    expect(await loadDesign(test.app, analyst, 'eqEquipment')).toMatchObject({ status: 'published', version: 1 });
    const again = await editDraft(test.app, analyst, 'eqEquipment', (bundle) => {
      bundle.title['zh-CN'] = '设备台账';
    });
    expect(again.body.value).toEqual({ version: 3, revision: 1 });
    const audit = await call(test.app, analyst, 'system/moduleDesign/audit.ajax', { moduleId: 'eqEquipment' });
    expect(audit.body.rows[0].rowDatas).toMatchObject({ action: 'discard', fromVersion: 1, toVersion: 2, userName: 'analyst', realName: '赵刚' });
  });

  it('keeps every designer call from users without the designer grants', async () => {
    const { bundle } = await loadDesign(test.app, analyst, 'baStation');
    const calls: [string, Record<string, string | number>][] = [
      ['list.ajax', {}],
      ['versions.ajax', { moduleId: 'baStation' }],
      ['load.ajax', { moduleId: 'baStation' }],
      ['context.ajax', {}],
      ['check.ajax', { bundle: JSON.stringify(bundle) }],
      ['saveDraft.ajax', { moduleId: 'baStation', bundle: JSON.stringify(bundle), revision: -1 }],
      ['discardDraft.ajax', { moduleId: 'eqEquipment', revision: 1 }],
      ['plan.ajax', { moduleId: 'eqEquipment' }],
      ['publish.ajax', { moduleId: 'eqEquipment', revision: 1, publishedVersion: 1, note: 'x' }],
      ['rollback.ajax', { moduleId: 'baStation', version: 1, publishedVersion: 1, note: 'x' }],
      ['audit.ajax', {}],
      ['generate.ajax', { table: 'vm_vehicle' }],
    ];
    for (const [path, params] of calls) expectRefusal(await design(test.app, zhangsan, path, params), 'E_OPERATION_DENIED', 403);
    expectRefusal(await design(test.app, analyst, 'publish.ajax', { moduleId: 'eqEquipment', revision: 1, publishedVersion: 1, note: 'x' }), 'E_OPERATION_DENIED', 403);
    expectRefusal(await design(test.app, analyst, 'rollback.ajax', { moduleId: 'baStation', version: 1, publishedVersion: 1, note: 'x' }), 'E_OPERATION_DENIED', 403);
    expectRefusal(await call(test.app, null, 'system/moduleDesign/list.ajax'), 'E_UNAUTHENTICATED', 401);
    expect(await loadDesign(test.app, analyst, 'eqEquipment')).toMatchObject({ status: 'draft', version: 3 });

    const grants = await test.app.database.db.selectFrom('sys_role_opr').select(['role_id', 'opr_name']).where('module_id', '=', 'moduleDesigner').orderBy('role_id').orderBy('opr_name').execute();
    expect(grants).toEqual([
      { role_id: 'admin', opr_name: 'edit' },
      { role_id: 'admin', opr_name: 'publish' },
      { role_id: 'admin', opr_name: 'view' },
      { role_id: 'analyst', opr_name: 'edit' },
      { role_id: 'analyst', opr_name: 'view' },
    ]);
  });

  it('tells each user what the designer offers them', async () => {
    expect(await designValue(test.app, analyst, 'access.ajax')).toEqual({ view: true, edit: true, publish: false });
    expect(await designValue(test.app, manager, 'access.ajax')).toEqual({ view: true, edit: true, publish: true });
    expect(await designValue(test.app, zhangsan, 'access.ajax')).toEqual({ view: false, edit: false, publish: false });
    expectRefusal(await call(test.app, null, 'system/moduleDesign/access.ajax'), 'E_UNAUTHENTICATED', 401);
  });

  it('refuses a new module under a moduleId already taken instead of making it that module\'s draft', async () => {
    const { bundle } = await loadDesign(test.app, analyst, 'vmVehicle');
    const before = await designValue(test.app, analyst, 'versions.ajax', { moduleId: 'vmVehicle' });
    const taken = await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'vmVehicle', bundle: JSON.stringify(bundle), revision: -1, create: '1' });
    expectRefusal(taken, 'E_BAD_REQUEST', 400);
    expect(taken.body.msgInfo).toBe('模块标识 vmVehicle 已被使用，请换一个');
    expect(await designValue(test.app, analyst, 'versions.ajax', { moduleId: 'vmVehicle' })).toEqual(before);
  });

  it('shows the analyst the designer alone under system settings', async () => {
    const menus = async (token: string) => (await call(test.app, token, 'navMenu/loadNavMenusAll.ajax', { parentId: '-1' }, 'GET')).body.value as { id: string; children: { id: string; attributes: { routerPath: string } }[] }[];
    const system = (await menus(analyst)).find((node) => node.id === 'm_system');
    expect(system?.children.map((node) => [node.id, node.attributes.routerPath])).toEqual([['moduleDesigner', 'setting/moduleDesigner']]);
    expect((await menus(manager)).find((node) => node.id === 'm_system')?.children.map((node) => node.id)).toContain('moduleDesigner');
    expect((await menus(zhangsan)).map((node) => node.id)).not.toContain('m_system');
  });

  it('refuses injected identifiers and tables outside the listed ones', async () => {
    for (const moduleId of ["vmVehicle'; drop table sys_user; --", 'vm Vehicle', '1abc', 'x'.repeat(65)]) {
      expectRefusal(await design(test.app, analyst, 'load.ajax', { moduleId }), 'E_BAD_REQUEST', 400);
      expectRefusal(await design(test.app, analyst, 'versions.ajax', { moduleId }), 'E_BAD_REQUEST', 400);
    }
    const { bundle } = await loadDesign(test.app, analyst, 'baStation');
    const injected = structuredClone(bundle);
    injected.moduleId = 'baStationX';
    injected.entity.name = 'BaStationX';
    injected.apiPath = 'ba/stationX';
    injected.entity.table = 'ba_station; drop table sys_user';
    injected.entity.fields.push(textField('evil', { column: 'evil" text); drop table sys_user; --' }));
    const refused = await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'baStationX', bundle: JSON.stringify(injected), revision: -1 });
    expectRefusal(refused, 'E_BUNDLE_INVALID', 400);
    expect(refused.body.param.problems.map((problem: { pointer: string }) => problem.pointer)).toEqual(expect.arrayContaining(['/entity/table', `/entity/fields/${injected.entity.fields.length - 1}/column`]));

    const platform = structuredClone(injected);
    platform.entity.table = 'sys_user';
    platform.entity.fields.pop();
    const system = await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'baStationX', bundle: JSON.stringify(platform), revision: -1 });
    expectRefusal(system, 'E_BUNDLE_INVALID', 400);
    expect(system.body.param.problems).toEqual([expect.objectContaining({ pointer: '/entity/table', messageId: 'bundle.platformTable', params: { table: 'sys_user' } })]);

    for (const table of ['sys_user', 'wf_model', 'vm_vehicle', "vm_vehicle' or '1'='1", 'no_such_table']) {
      expectRefusal(await design(test.app, analyst, 'generate.ajax', { table }), 'E_NOT_FOUND', 404);
    }
    expect(await test.app.database.db.selectFrom('sys_user').select('user_id').where('user_name', '=', 'admin').executeTakeFirst()).toBeDefined();
  });

  it('cannot publish a draft the published set has made invalid, naming the place', async () => {
    // The draft points at a station field that a later publish removes.
    const saved = await editDraft(test.app, analyst, 'vmVehicle', (bundle) => {
      bundle.entity.fields.push({ name: 'homeStation', type: 'reference', reference: { entity: 'BaStation', labelField: 'address' }, label: { 'zh-CN': '所属场站', 'en-US': 'Station' } });
    });
    expect(saved.body.state).toBe(0);
    const removed = await editDraft(test.app, analyst, 'baStation', (bundle) => {
      bundle.entity.fields = bundle.entity.fields.filter((field) => field.name !== 'address');
      bundle.list.columns = bundle.list.columns.filter((column) => column.field !== 'address');
      bundle.form.groups[0]!.fields = bundle.form.groups[0]!.fields.filter((field) => field !== 'address');
    });
    expect(removed.body.state).toBe(0);
    expect((await publishDraft(test.app, manager, 'baStation')).body.state).toBe(0);

    const plan = await designValue(test.app, manager, 'plan.ajax', { moduleId: 'vmVehicle' });
    expect(plan.blocked).toBe(true);
    const refused = await publishDraft(test.app, manager, 'vmVehicle');
    expectRefusal(refused, 'E_PUBLISH_BLOCKED', 409);
    const index = (await loadDesign(test.app, manager, 'vmVehicle')).bundle.entity.fields.length - 1;
    expect(refused.body.param.problems).toEqual([
      expect.objectContaining({ file: 'vmVehicle.json', pointer: `/entity/fields/${index}/reference/labelField`, messageId: 'bundle.entityFieldMissing', message: '实体 BaStation 没有字段 address' }),
    ]);
    expect(plan.problems).toEqual(refused.body.param.problems);
    expect((await call(test.app, manager, 'vm/vehicle/init.ajax', { pkValue: -1 })).body.value.version).toBe('1');
  });
});
