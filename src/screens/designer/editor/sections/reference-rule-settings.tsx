import type { FixedConditionDef, ReferenceDef } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { Check, CommitInput, Labeled, SelectInput } from '../controls.tsx';

const PICKERS = ['table', 'tree'] as const;

/** The text of a where: its items as the bundle writes them; empty for none. */
function whereText(where: readonly FixedConditionDef[] | undefined): string {
  return where?.length ? JSON.stringify(where) : '';
}

/** A where typed as JSON: a list of { field, op: eq | in, value }; the bundle check then vouches for the fields and values. */
function parseWhere(text: string): FixedConditionDef[] | null {
  if (text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const fits = (item: unknown) => typeof item === 'object' && item !== null && typeof (item as FixedConditionDef).field === 'string' && ['eq', 'in'].includes((item as FixedConditionDef).op) && 'value' in item;
    return Array.isArray(parsed) && parsed.every(fits) ? (parsed as FixedConditionDef[]) : null;
  } catch {
    return null;
  }
}

/** A reference's choices: several records (multiple), the picker (table or the target's tree), a fixed condition on the target (where). */
export function ReferenceRuleSettings({ reference, onChange }: { reference: ReferenceDef | undefined; onChange: (reference: ReferenceDef) => void }) {
  const t = useT();
  if (!reference) return null;
  const set = (change: Partial<ReferenceDef>) => {
    const next: ReferenceDef = { ...reference, ...change };
    // Defaults are left out of the bundle, as an analyst writing it by hand would.
    if (!next.multiple) delete next.multiple;
    if (next.picker === undefined || next.picker === 'table') delete next.picker;
    if (!next.where?.length) delete next.where;
    onChange(next);
  };
  return (
    <>
      <Labeled label={t('designer.field.refPicker')}>
        {(id) => <SelectInput id={id} value={reference.picker ?? 'table'} options={PICKERS.map((picker) => [picker, t(`designer.field.refPicker.${picker}`)] as const)} onChange={(picker) => set({ picker })} />}
      </Labeled>
      <Check checked={reference.multiple === true} onChange={(multiple) => set({ multiple })} label={t('designer.field.refMultiple')} />
      <Labeled label={t('designer.field.refWhere')} hint={t('designer.field.refWhereHint')}>
        {(id) => <CommitInput id={id} value={whereText(reference.where)} validate={(text) => (parseWhere(text) ? null : t('designer.field.refWhereInvalid'))} onCommit={(text) => set({ where: parseWhere(text) ?? [] })} />}
      </Labeled>
    </>
  );
}
