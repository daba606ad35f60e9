// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import { wfLine, wfModel, wfNode } from '../../../../runtime/workflow/model-builders.ts';
import bundle from '../../../../tests/fixtures/bundles/dfDefect.json' with { type: 'json' };
import vehicleBundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { request } from '../../../api/request.ts';
import { loadCurrentUser } from '../../../app/current-user.ts';
import { activateLocale } from '../../../i18n/index.ts';
import { ModuleDetailPage } from './ModuleDetailPage.tsx';
import { renderInRouter } from '../render-in-router.tsx';
import { currentUserAnswer, passedElementsAnswer, workflowInfoAnswer } from '../../../../tests/fixtures/contract-answers.ts';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const defect = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const vehicle = compileModule(vehicleBundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const requestMock = vi.mocked(request);

const model = wfModel('dfDefect_review', 'dfDefect', '缺陷审核流程', [wfNode('start', 'start', '缺陷登记'), wfNode('teamReview', 'ordinary', '班组长审核'), wfNode('end', 'end', '结束')], [wfLine('l1', 'start', 'teamReview'), wfLine('l2', 'teamReview', 'end')]);
const recorder = { defectNo: 'D1', defectCode: 'QX2024001', title: '3号风机变桨故障', category: 'GENERAL', defectState: '10', foundBy: '张三', foundTime: '2024-05-01 08:00:00', plannedEnd: '2024-05-03', description: '变桨报警', _labels: {}, _rowVersion: 3 };

/** The server's answers; zhangsan (U3) handles 班组长审核, whose region is teamNo and plannedEnd, unless told otherwise. */
function answer(editableFields: string[], currentUsers: Record<string, string>) {
  return async (path: string) => {
    if (path.includes('currentUserInfo')) return { state: 0, value: currentUserAnswer({ currentUser: 'U3' }) };
    if (path.endsWith('find.ajax')) return { state: 0, recorder };
    if (path.includes('initWfCommand')) {
      const commands = editableFields.length ? [{ oprNo: 1, oprName: '提交', code: 'submit' }] : [];
      const modelList = [{ id: model.modelId, name: model.name, publishState: 99 }];
      return { state: 0, value: workflowInfoAnswer({ modelId: model.modelId, startUser: 'U2', currentUsers, currentNodeId: 'teamReview', currentNodeName: '班组长审核', modelList, editableFields, commands }) };
    }
    if (path.includes('findModels')) return { state: 0, value: [{ id: model.modelId, modelId: model.modelId, name: model.name, modelName: model.name, grpNo: '', publishState: 99, version: 1, published: true }] };
    if (path.includes('loadModel')) return { state: 0, value: model };
    if (path.includes('findPassedElements')) return { state: 0, value: passedElementsAnswer({ modelId: model.modelId, pNodes: ['start'], pLines: ['l1'], cNodes: ['teamReview'] }) };
    return { state: -1, msgInfo: `unexpected ${path}` };
  };
}

async function renderWorkflowPage(module = defect) {
  await loadCurrentUser();
  renderInRouter(<ModuleDetailPage module={module} mode="workflow" pkValue="D1" name={module.bundle.title['zh-CN']} onClose={vi.fn()} onSwitchToEdit={vi.fn()} />);
}

const input = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;

describe('ModuleDetailPage of a workflow record', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the commands, the form and diagram tabs, and opens only the step’s fields to its handler', async () => {
    requestMock.mockImplementation(answer(['teamNo', 'plannedEnd'], { U3: '张三' }));
    await renderWorkflowPage();
    // The workflow screens load lazily, the diagram library with them: slow the first time.
    expect(await screen.findByRole('button', { name: '提交' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '缺陷管理-流程处理' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '表单' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tab', { name: '缺陷审核流程' })).toBeTruthy();
    await waitFor(() => expect(input('plannedEnd').readOnly).toBe(false));
    expect(input('title').readOnly).toBe(true);
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });

  it('leaves everything read-only and nothing to save to someone who does not handle the step', async () => {
    requestMock.mockImplementation(answer([], { U5: '王五' }));
    await renderWorkflowPage();
    // The command bar has its info (and the page its locked fields) once the log button shows.
    await screen.findByRole('button', { name: '流程日志' }, { timeout: 15_000 });
    expect(input('plannedEnd').readOnly).toBe(true);
    expect(input('title').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('edits a record of a module without workflow in workflow mode like any other (spec 02 §4 noWorkflow)', async () => {
    requestMock.mockImplementation(async (path: string) => (path.includes('currentUserInfo') ? { state: 0, value: currentUserAnswer({ currentUser: 'U3' }) } : { state: 0, recorder: { vehicleNo: 'D1', plateNo: '京A12345', _labels: {}, _rowVersion: 1 } }));
    await renderWorkflowPage(vehicle);
    await screen.findByDisplayValue('京A12345');
    expect(input('plateNo').readOnly).toBe(false);
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(requestMock.mock.calls.some(([path]) => path.includes('workflow'))).toBe(false);
  });
});
