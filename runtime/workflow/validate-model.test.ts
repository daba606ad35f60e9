import { describe, expect, it } from 'vitest';
import { checkLink } from './link-rules.ts';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from './model-builders.ts';
import { lineName, modelName, nodeName } from './model-names.ts';
import { parseModel } from './parse-model.ts';
import { validateModel } from './validate-model.ts';
import { PARALLEL_MODEL, REVIEW_MODEL } from './test-support/models.ts';

const ids = (model: Parameters<typeof validateModel>[0]) => validateModel(model).map((problem) => problem.messageId);

describe('model validation', () => {
  it('accepts the test models', () => {
    expect(validateModel(REVIEW_MODEL)).toEqual([]);
    expect(validateModel(PARALLEL_MODEL)).toEqual([]);
  });

  it('applies the link rules of spec 01 §5', () => {
    const start = { id: 's', type: 'start' as const };
    const end = { id: 'e', type: 'end' as const };
    const task = { id: 't', type: 'ordinary' as const };
    expect(checkLink(end, task)).toBe('workflow.link.endOutgoing');
    expect(checkLink(task, task)).toBe('workflow.link.sameNode');
    expect(checkLink(task, start)).toBe('workflow.link.startIncoming');
    expect(checkLink(start, task)).toBeUndefined();
    const model = wfModel('m', 'x', 'm', REVIEW_MODEL.nodes as never, [...REVIEW_MODEL.lines, wfLine('bad1', 'e', 'check'), wfLine('bad2', 'check', 'check'), wfLine('bad3', 'check', 's')]);
    expect(ids(model)).toEqual(['workflow.link.endOutgoing', 'workflow.link.sameNode', 'workflow.link.startIncoming']);
  });

  it('needs exactly one start and an end', () => {
    const twoStarts = wfModel('m', 'x', 'm', [wfNode('s1', 'start', 'S1'), wfNode('s2', 'start', 'S2'), wfNode('e', 'end', 'E')], [wfLine('a', 's1', 'e'), wfLine('b', 's2', 'e')]);
    expect(ids(twoStarts)).toContain('workflow.model.startCount');
    const noEnd = wfModel('m', 'x', 'm', [wfNode('s', 'start', 'S')], []);
    expect(ids(noEnd)).toEqual(expect.arrayContaining(['workflow.model.noEnd', 'workflow.model.deadEnd']));
  });

  it('finds unreachable nodes, dead ends, missing handlers and pass-through loops', () => {
    const model = wfModel('m', 'x', 'm', [
      wfNode('s', 'start', 'S'),
      wfNode('lonely', 'ordinary', 'Lonely', { handlers: { ...NO_HANDLERS, starter: true } }),
      wfNode('stuck', 'ordinary', 'Stuck'),
      wfNode('x1', 'empty', 'X1'),
      wfNode('x2', 'empty', 'X2'),
      wfNode('e', 'end', 'E'),
    ], [wfLine('1', 's', 'stuck'), wfLine('2', 's', 'x1'), wfLine('3', 'x1', 'x2'), wfLine('4', 'x2', 'x1'), wfLine('5', 'x2', 'e'), wfLine('6', 'lonely', 'e')]);
    const problems = validateModel(model);
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ messageId: 'workflow.model.unreachable', nodeId: 'lonely' }),
      expect.objectContaining({ messageId: 'workflow.model.deadEnd', nodeId: 'stuck' }),
      expect.objectContaining({ messageId: 'workflow.model.noHandlerRule', nodeId: 'stuck' }),
      expect.objectContaining({ messageId: 'workflow.model.passThroughLoop', nodeId: 'x1' }),
    ]));
  });

  it('reports conditions that do not parse on their line', () => {
    const model = wfModel('m', 'x', 'm', REVIEW_MODEL.nodes as never, REVIEW_MODEL.lines.map((line) => (line.id === 'l3' ? { ...line, condition: 'process.exit()' } : line)));
    expect(validateModel(model)).toEqual([expect.objectContaining({ messageId: 'workflow.expr.unknownIdentifier', lineId: 'l3' })]);
  });

  it('reports lines to missing nodes without repeating them as reachability problems', () => {
    const model = wfModel('m', 'x', 'm', REVIEW_MODEL.nodes as never, [...REVIEW_MODEL.lines, wfLine('ghost', 'check', 'nowhere')]);
    expect(ids(model)).toEqual(['workflow.model.lineEndpoint']);
  });
});

describe('parseModel', () => {
  it('reads designer JSON: Y/N flags, comma lists, nested or flat handler rules', () => {
    const json = JSON.stringify({
      modelId: 'm1',
      nodes: [
        { id: 's', type: 'start', desc: 'S', left: '10', top: 20 },
        { id: 'a', type: 'ordinary', desc: 'A', cosignFlag: 'Y', needOpinion: 'N', users: 'U1, U2', roles: ['admin'] },
        { id: 'b', type: 'ordinary', desc: 'B', handlers: { posts: 'P01', starterLeader: true }, editableFields: 'x,y' },
        { id: 'e', type: 'end', desc: 'E' },
      ],
      lines: [{ id: 'l', from: 's', to: 'a', polydot: [{ dotNo: 1, x: '5', y: 6 }] }],
    });
    const { model, problems } = parseModel(json);
    expect(problems).toEqual([]);
    const [start, a, b] = model?.nodes ?? [];
    expect(start?.left).toBe(10);
    expect(a).toMatchObject({ cosignFlag: true, needOpinion: false, handlers: { users: ['U1', 'U2'], roles: ['admin'] } });
    expect(b).toMatchObject({ handlers: { posts: ['P01'], starterLeader: true }, editableFields: ['x', 'y'] });
    expect(model?.lines[0]).toMatchObject({ condition: '', polydot: [{ dotNo: 1, x: 5, y: 6 }] });
    expect(Object.isFrozen(model)).toBe(true);
  });

  it('reads excludeStarter as a flag, false in models stored before it; it is no handler rule of its own', () => {
    const { model } = parseModel({
      nodes: [
        { id: 'a', type: 'ordinary', desc: 'A', handlers: { departs: ['D0102'], excludeStarter: 'Y' } },
        { id: 'b', type: 'ordinary', desc: 'B', departs: 'D0102', excludeStarter: true, starter: true },
        { id: 'old', type: 'ordinary', desc: 'Old', handlers: { departs: ['D0102'] } },
      ],
      lines: [],
    });
    expect(model?.nodes.map((node) => [node.id, node.handlers.excludeStarter, node.handlers.starter])).toEqual([['a', true, false], ['b', true, true], ['old', false, false]]);
    const onlyExcluding = wfModel('m', 'x', 'm', [wfNode('s', 'start', 'S', { handlers: { ...NO_HANDLERS, starter: true } }), wfNode('t', 'ordinary', 'T', { handlers: { ...NO_HANDLERS, excludeStarter: true } }), wfNode('e', 'end', 'E')], [wfLine('1', 's', 't'), wfLine('2', 't', 'e')]);
    expect(validateModel(onlyExcluding)).toEqual([expect.objectContaining({ messageId: 'workflow.model.noHandlerRule', nodeId: 't' })]);
  });

  it('refuses what is not a model', () => {
    expect(parseModel('{').problems[0]?.messageId).toBe('workflow.model.badJson');
    expect(parseModel({ nodes: 1 }).problems[0]?.messageId).toBe('workflow.model.badJson');
    expect(parseModel({ nodes: [{ id: 'x', type: 'gateway' }], lines: [] }).problems[0]?.messageId).toBe('workflow.model.badNodeType');
    expect(parseModel({ nodes: Array.from({ length: 201 }, () => ({})), lines: [] }).problems[0]?.messageId).toBe('workflow.model.tooLarge');
  });

  it('keeps a Chinese and an English name, the Chinese one the fallback of models drawn before', () => {
    const { model } = parseModel({ name: '缺陷审核', nameEn: 'Defect review', nodes: [{ id: 'a', type: 'ordinary', desc: '班组审核', descEn: 'Team review' }, { id: 'b', type: 'end', desc: '结束' }], lines: [] });
    const [named, old] = model?.nodes ?? [];
    expect([nodeName(named!, 'zh-CN'), nodeName(named!, 'en-US'), nodeName(old!, 'en-US')]).toEqual(['班组审核', 'Team review', '结束']);
    expect([modelName(model!, 'zh-CN'), modelName(model!, 'en-US')]).toEqual(['缺陷审核', 'Defect review']);
    expect(modelName(parseModel({ modelId: 'm1', name: '旧模型', nodes: [], lines: [] }).model!, 'en-US')).toBe('旧模型');
    const lines = parseModel({ nodes: [], lines: [{ id: 'l1', name: '同意', nameEn: 'Agree' }, { id: 'l2', name: '退回' }] }).model?.lines ?? [];
    expect(lines.map((line) => lineName(line, 'en-US'))).toEqual(['Agree', '退回']);
  });

  it('refuses names the name columns cannot hold, and an English name without a Chinese one at publishing', () => {
    const long = 'x'.repeat(201);
    expect(parseModel({ nodes: [{ id: 'a', type: 'ordinary', desc: '审核', descEn: long }], lines: [] }).problems).toEqual([{ messageId: 'workflow.model.badName', params: { node: 'a', max: 200 }, nodeId: 'a' }]);
    expect(parseModel({ nameEn: 7, nodes: [], lines: [] }).problems[0]?.messageId).toBe('workflow.model.badName');
    const english = wfModel('m', 'mod', { zh: '', en: 'Review' }, [wfNode('s', 'start', '开始', { handlers: { ...NO_HANDLERS, starter: true } }), wfNode('t', 'ordinary', { zh: '', en: 'Check' }, { handlers: { ...NO_HANDLERS, starter: true } }), wfNode('e', 'end', '结束')], [wfLine('l1', 's', 't'), wfLine('l2', 't', 'e')]);
    expect(validateModel(english).filter((problem) => problem.messageId === 'workflow.model.englishOnly')).toEqual([
      { messageId: 'workflow.model.englishOnly', params: { node: 'Review' } },
      { messageId: 'workflow.model.englishOnly', params: { node: 'Check' }, nodeId: 't' },
    ]);
  });
});
