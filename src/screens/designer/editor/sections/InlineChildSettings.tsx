import type { ChildListDef } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { Check, Labeled, NumberInput } from '../controls.tsx';

const NOT_INLINE: Partial<ChildListDef> = { inline: undefined, minRows: undefined, maxRows: undefined, rowNumbers: undefined, orderable: undefined };

/**
 * A child list's inline settings (bundle form.children[i]): edited as a grid in the parent's
 * form, its row bounds, row numbers and reordering. Turning inline off drops the others, which
 * the bundle check refuses on a list that is not inline.
 */
export function InlineChildSettings({ child, set }: { child: ChildListDef; set: (patch: Partial<ChildListDef>) => void }) {
  const t = useT();
  const inline = child.inline === true;
  return (
    <div className="col-span-3 col-start-2 flex flex-col gap-1.5 pb-2">
      <div className="flex flex-wrap items-center gap-3">
        <Check checked={inline} onChange={(checked) => set(checked ? { inline: true } : NOT_INLINE)} label={t('designer.children.inline')} />
        {inline && <Check checked={child.rowNumbers === true} onChange={(checked) => set({ rowNumbers: checked || undefined })} label={t('designer.children.rowNumbers')} />}
        {inline && <Check checked={child.orderable === true} onChange={(checked) => set({ orderable: checked || undefined })} label={t('designer.children.orderable')} />}
      </div>
      {inline ? (
        <div className="grid grid-cols-2 gap-1.5">
          <Labeled label={t('designer.children.minRows')}>{(id) => <NumberInput id={id} integer value={child.minRows} onChange={(minRows) => set({ minRows })} label={t('designer.children.minRows')} />}</Labeled>
          <Labeled label={t('designer.children.maxRows')}>{(id) => <NumberInput id={id} integer value={child.maxRows} onChange={(maxRows) => set({ maxRows })} label={t('designer.children.maxRows')} />}</Labeled>
        </div>
      ) : (
        <p className="text-[11px] text-slate-400">{t('designer.children.inlineHelp')}</p>
      )}
    </div>
  );
}
