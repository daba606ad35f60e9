import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/workflow-client.json' with { type: 'json' };
import en from '../../../locales/en-US/workflow-client.json' with { type: 'json' };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('workflow client catalogs', () => {
  it('have the same keys and placeholders in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries(zh)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('keep the spec texts of the workflow messages', () => {
    expect(zh['wf.processingOpinionRequired']).toBe('请填写处理意见！');
    expect(en['wf.closed']).toBe('The workflow is closed, cannot submit the workflow');
    expect(en['wf.noPermission']).toBe('You have no permission to handle this record');
    expect(en['wf.opinionRequired']).toBe('Please fill in the handling opinion');
    expect(en['wf.expr.selectFunction']).toBe('Please select a function');
    expect(en['wf.taskCenter.noPermission']).toBe('no permission to view more, contact administrator');
  });
});
