import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import zhWorkflow from '../../locales/zh-CN/workflow.json' with { type: 'json' };
import enWorkflow from '../../locales/en-US/workflow.json' with { type: 'json' };
import { COMMAND_OPR_NO } from '../../runtime/workflow/commands.ts';
import { translators } from '../plugins/i18n.ts';

const zh: Record<string, string> = zhWorkflow;
const en: Record<string, string> = enWorkflow;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

const CODE = [...sources('runtime/workflow'), ...sources('server/workflow'), fs.readFileSync('server/routes/workflow-routes.ts', 'utf8')].join('\n');
const matches = (pattern: RegExp) => [...new Set([...CODE.matchAll(pattern)].map((match) => match[1] as string))];

/** Every message id the workflow code can answer: literal ids and the families built from a kind. */
const IDS = [
  ...matches(/'(workflow\.[A-Za-z]+(?:\.[A-Za-z]+)?)'/g),
  ...matches(/expressionError\('(\w+)'/g).map((kind) => `workflow.expr.${kind}`),
  ...matches(/engineError\(\s*'(\w+)'/g).map((refusal) => `workflow.${refusal}`),
  ...matches(/action: '(\w+)'/g).map((action) => `workflow.action.${action}`),
  ...Object.keys(COMMAND_OPR_NO).map((code) => `workflow.command.${code}`),
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

describe('locales/*/workflow.json', () => {
  it('have the same keys and placeholders in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(zh)) expect([key, placeholders(en[key] ?? '')]).toEqual([key, placeholders(zh[key] ?? '')]);
  });

  it('hold every message id the workflow code answers', () => {
    expect(IDS.length).toBeGreaterThan(60);
    for (const id of IDS) expect(zh, id).toHaveProperty([id]);
  });

  it('say what the spec says', () => {
    const t = translators['en-US'];
    expect(t('workflow.closed')).toBe('The workflow is closed, cannot submit the workflow');
    expect(t('workflow.noPermission')).toBe('You have no permission to handle this record');
    expect(t('workflow.opinionRequired')).toBe('Please fill in the handling opinion');
    expect(t('workflow.fallbackOpinionRequired')).toBe('Please fill in the processing opinion!');
    expect(translators['zh-CN']('workflow.fallbackOpinionRequired')).toBe('请填写处理意见！');
    expect([zh['workflow.link.endOutgoing'], zh['workflow.link.sameNode'], zh['workflow.link.startIncoming']]).toEqual(['结束节点只能连入，不能连出！', '开始结束节点不能都是本节点', '开始节点只能连出，不能连入！']);
  });

  it('compile with their parameters in both languages', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const text = translators[locale]('workflow.expr.arity', { name: 'round', min: 1, max: 2 });
      expect(text).toMatch(/round.*1.*2/);
    }
  });
});
