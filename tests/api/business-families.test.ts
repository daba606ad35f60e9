import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { list } from './module-helpers.ts';
import { dataSheet, download, headerLabels, readWorkbook } from './file-helpers.ts';

interface MenuNode {
  id: string;
  children: MenuNode[];
  attributes: Record<string, unknown>;
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

/**
 * The business families at first start (issue 14): at least 35 module bundles published, every
 * one with demo records (module-seed.test.ts checks each record against its rules), every module
 * that is not another's child list reachable from the administrator's menu, and its list answering
 * with records, and every module offering an import template answering a workbook of its fields.
 */
describe('business module families at first start', () => {
  let test: TestApp;
  let admin: string;
  beforeAll(async () => {
    test = await startTestApp();
    admin = await login(test.app, 'admin');
  });
  afterAll(() => test.close());

  it('publishes 35 or more modules, each one not listed as a child on the menu with a list of records', async () => {
    const modules = test.app.modules.all();
    expect(modules.length).toBeGreaterThanOrEqual(35);
    const { body } = await call(test.app, admin, 'navMenu/loadNavMenusAll.ajax', { parentId: '-1' }, 'GET');
    const onMenu = new Set(flatten(body.value as MenuNode[]).map((node) => node.attributes.module));
    const standalone = modules.filter((module) => test.app.modules.childLinks(module.moduleId).length === 0);
    expect(standalone.map((module) => module.moduleId).filter((moduleId) => !onMenu.has(moduleId))).toEqual([]);
    for (const module of standalone) {
      const answer = await list(test.app, admin, `${module.bundle.apiPath}/tableList.ajax`, { pageNo: 1, pageSize: 10 });
      expect(answer.totalRows, module.moduleId).toBeGreaterThan(0);
    }
  });

  it('answers an import template with the labels of its fields for every module that offers one', async () => {
    const offering = test.app.modules.all().filter((module) => module.bundle.operations.includes('template'));
    expect(offering.map((module) => module.moduleId)).toEqual(expect.arrayContaining(['mtMaterial', 'eqEquipment', 'saTrainingParticipant']));
    for (const module of offering) {
      const template = await download(test.app, admin, 'pub/generateImportTemplate.ajax', { _entityName: module.entityName });
      expect(template.status, module.moduleId).toBe(200);
      const labels = headerLabels(dataSheet(await readWorkbook(template.bytes)));
      expect(labels.length, module.moduleId).toBeGreaterThan(1);
    }
  });
});
