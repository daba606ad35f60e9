import { describe, expect, it } from 'vitest';
import zhValidation from '../../locales/zh-CN/validation.json' with { type: 'json' };
import enValidation from '../../locales/en-US/validation.json' with { type: 'json' };
import type { FieldType, ModuleBundle } from '../bundle/types.ts';
import { demoBundles, moduleFiles } from '../test-support/modules.ts';
import { FORMAT_CATALOGUE } from './formats.ts';
import { GEO_TYPES, geoMessageId } from './geo-value.ts';
import { requiredMessageId } from './required-rule.ts';

const zh: Record<string, string> = zhValidation;
const en: Record<string, string> = enValidation;

const FIELD_TYPES: FieldType[] = [
  'text', 'textarea', 'int', 'number', 'decimal', 'date', 'month', 'time', 'datetime', 'boolean', 'select', 'radio',
  'checkbox', 'reference', 'treeRef', 'attachment', 'image', 'geoPoint', 'geoCircle', 'geoPolygon', 'geoPolyline',
];

/** Every message id validateRecord and coerceRecord can answer, besides the bundles' own. */
const RUNTIME_IDS = [
  ...new Set(FIELD_TYPES.map(requiredMessageId)),
  ...Object.values(FORMAT_CATALOGUE).map((entry) => entry.messageId),
  'rule.pattern',
  'rule.maxLength', 'rule.minLength', 'rule.rangeLength', 'rule.range', 'rule.min', 'rule.max', 'rule.decimal', 'rule.dict',
  'rule.date', 'rule.month', 'rule.time', 'rule.datetime', 'rule.boolean',
  ...GEO_TYPES.map(geoMessageId),
  // The server's reference check (server/modules/reference-check.ts) answers in the same catalog.
  'rule.reference',
];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();
}

describe('locales/*/validation.json', () => {
  it('have the same keys in zh-CN and en-US', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(zh)) expect([key, placeholders(en[key] ?? '')]).toEqual([key, placeholders(zh[key] ?? '')]);
  });

  it('hold every message id the rules answer', () => {
    for (const id of RUNTIME_IDS) expect(zh, id).toHaveProperty([id]);
  });

  it('hold every business message the demo and fixture bundles name', () => {
    const ids = [...demoBundles.moduleFiles(), ...moduleFiles()].flatMap(({ json }) => ((json as ModuleBundle).form.rules ?? []).map((rule) => rule.message));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(zh, id).toHaveProperty([id]);
  });

  it('say please enter, select and upload as spec 01 §5 does', () => {
    expect([zh['rule.required.enter'], zh['rule.required.select'], zh['rule.required.upload']]).toEqual(['请输入{label}', '请选择{label}', '请上传{label}']);
    expect([en['rule.required.enter'], en['rule.required.select'], en['rule.required.upload']]).toEqual([
      'please enter {label}',
      'please select {label}',
      'please upload {label}',
    ]);
  });
});
