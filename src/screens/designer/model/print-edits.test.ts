import { describe, expect, it } from 'vitest';
import type { ModuleBundle, PrintFieldsSectionDef } from '../../../../runtime/index.ts';
import { loadBundle } from '../../../../runtime/test-support/modules.ts';
import { removeField, renameField } from './field-edits.ts';
import { addPrintSection, movePrintSection, newPrintSection, removePrint, startPrint, updatePrint } from './print-edits.ts';

const defect = loadBundle('dfDefect');
const withoutPrint = (): ModuleBundle => removePrint(defect);

describe('print edits', () => {
  it('starts a template from the form: its sections as grids, its child lists as tables', () => {
    const print = startPrint(withoutPrint()).print!;
    expect(print.sections.map((section) => ('childList' in section ? `child:${section.childList}` : 'fields' in section ? `fields:${section.fields.length}` : 'signatures'))).toEqual(['fields:10', 'fields:4', 'fields:3', 'child:dfDefectTrack']);
  });

  it('removes the template key altogether', () => {
    expect(Object.hasOwn(removePrint(defect), 'print')).toBe(false);
  });

  it('drops sheet settings set back to their default', () => {
    const landscape = updatePrint(defect, { orientation: 'landscape' });
    expect(landscape.print?.orientation).toBe('landscape');
    expect(Object.hasOwn(updatePrint(landscape, { orientation: undefined }).print!, 'orientation')).toBe(false);
  });

  it('adds sections of each kind and moves them', () => {
    let bundle = addPrintSection(withoutPrint(), newPrintSection('signatures', defect));
    bundle = addPrintSection(bundle, newPrintSection('childList', defect));
    expect(bundle.print?.sections).toEqual([{ signatures: [{ label: { 'zh-CN': '签字', 'en-US': 'Signature' } }] }, { childList: 'dfDefectTrack', fields: [] }]);
    expect(movePrintSection(bundle, 1, 0).print?.sections.map((section) => 'childList' in section)).toEqual([true, false]);
  });

  it('follows a renamed or removed field in its field grids', () => {
    const fieldsOf = (bundle: ModuleBundle) => (bundle.print?.sections[0] as PrintFieldsSectionDef).fields;
    expect(fieldsOf(renameField(defect, 'title', 'subject'))).toContain('subject');
    expect(fieldsOf(removeField(defect, 'title'))).not.toContain('title');
    expect(fieldsOf(removeField(defect, 'title'))).toHaveLength(9);
  });
});
