import type { FormGroupDef, ModuleBundle } from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { addGroup, moveGroup, placeField, removeGroup, unplacedFields, updateGroup } from '../../model/form-layout.ts';
import { inBothLocales } from '../../preview/locale-i18n.ts';
import { Block, LocalizedInput, SelectInput } from '../controls.tsx';
import { dragHandlers, dropTarget } from '../drag.ts';
import { GroupLayoutSettings } from './group-layout-settings.tsx';
import type { SectionProps } from './section-props.ts';
import { GroupExpressionInputs } from './ExpressionInput.tsx';

const COLUMN_CHOICES = [['1', '1'], ['2', '2'], ['3', '3'], ['4', '4']] as const;

/** Drag fields into form groups and order them; each group has a title, 1–4 columns, a tab and a help text. */
export function FormSection({ bundle, edit, readOnly }: SectionProps) {
  const t = useT();
  const place = (name: string, group: number | null, index?: number) => edit((b) => placeField(b, name, group, index));
  const newGroup = (): FormGroupDef => ({ title: inBothLocales('designer.form.newGroup', { n: bundle.form.groups.length + 1 }), columns: 2, fields: [] });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-slate-500">{t('designer.form.help')}</p>
      {bundle.form.groups.map((group, index) => (
        <Block
          key={index}
          title={t('designer.form.group', { n: index + 1 })}
          actions={
            !readOnly && (
              <>
                <Button size="small" variant="text" disabled={index === 0} onClick={() => edit((b) => moveGroup(b, index, index - 1))} aria-label={t('designer.moveUp')}>
                  ↑
                </Button>
                <Button size="small" variant="text" disabled={index === bundle.form.groups.length - 1} onClick={() => edit((b) => moveGroup(b, index, index + 1))} aria-label={t('designer.moveDown')}>
                  ↓
                </Button>
                <Button size="small" variant="text" className="!text-red-500" disabled={bundle.form.groups.length === 1} onClick={() => edit((b) => removeGroup(b, index))}>
                  {t('designer.remove')}
                </Button>
              </>
            )
          }
        >
          <div className="mb-2 grid grid-cols-[1fr_90px] gap-2">
            <LocalizedInput optional label={t('designer.form.groupTitle')} value={group.title} onChange={(title) => edit((b) => updateGroup(b, index, { title }))} />
            <SelectInput
              label={t('designer.form.columns')}
              value={String(group.columns) as '1' | '2' | '3' | '4'}
              options={COLUMN_CHOICES.map(([value]) => [value, t('designer.form.columnCount', { n: value })] as const)}
              onChange={(columns) => columns && edit((b) => updateGroup(b, index, { columns: Number(columns) as FormGroupDef['columns'] }))}
            />
          </div>
          <GroupLayoutSettings group={group} onChange={(patch) => edit((b) => updateGroup(b, index, patch))} />
          <GroupExpressionInputs bundle={bundle} group={group} readOnly={readOnly} set={(patch) => edit((b) => updateGroup(b, index, patch))} />
          <FieldSlots bundle={bundle} names={group.fields} columns={group.columns} readOnly={readOnly} onDrop={(name, at) => place(name, index, at)} label={t('designer.form.group', { n: index + 1 })} />
        </Block>
      ))}
      {!readOnly && (
        <Button size="small" className="self-start" onClick={() => edit((b) => addGroup(b, newGroup()))}>
          {t('designer.form.addGroup')}
        </Button>
      )}
      <Block title={t('designer.form.unplaced')}>
        <p className="mb-2 text-[11px] text-slate-400">{t('designer.form.unplacedHelp')}</p>
        <FieldSlots bundle={bundle} names={unplacedFields(bundle)} columns={4} readOnly={readOnly} onDrop={(name) => place(name, null)} label={t('designer.form.unplaced')} />
      </Block>
    </div>
  );
}

interface FieldSlotsProps {
  bundle: ModuleBundle;
  names: readonly string[];
  columns: number;
  readOnly: boolean;
  /** A field dropped before the slot at `index`, or at the end. */
  onDrop: (name: string, index?: number) => void;
  label: string;
}

const GRID: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

/** A group's fields laid out in its columns, as the form will show them; a drop zone for fields. */
function FieldSlots({ bundle, names, columns, readOnly, onDrop, label }: FieldSlotsProps) {
  const t = useT();
  const [locale] = useLocale();
  const fieldOf = (name: string) => bundle.entity.fields.find((field) => field.name === name);
  const labelOf = (name: string) => fieldOf(name)?.label[locale] || name;
  return (
    <ul aria-label={label} {...(readOnly ? {} : dropTarget('placement', (name) => onDrop(name)))} className={`grid min-h-10 gap-1.5 rounded border border-dashed border-slate-300 bg-slate-50 p-1.5 ${GRID[columns] ?? GRID[1]}`}>
      {names.map((name, index) => (
        <li
          key={name}
          {...(readOnly ? {} : dragHandlers('placement', name, (dropped) => onDrop(dropped, index)))}
          className="flex cursor-move items-center gap-1.5 truncate rounded border border-slate-200 bg-white px-2 py-1 text-xs text-slate-700 shadow-xs hover:border-primary-400"
          style={{ gridColumn: `span ${Math.min(fieldOf(name)?.span ?? 1, columns)}` }}
        >
          <span className="text-slate-300" aria-hidden="true">⋮⋮</span>
          <span className="truncate">{labelOf(name)}</span>
          <span className="ml-auto font-mono text-[10px] text-slate-400">{name}</span>
        </li>
      ))}
      {names.length === 0 && <li className="col-span-full py-1 text-center text-[11px] text-slate-400">{t('designer.form.dropHere')}</li>}
    </ul>
  );
}
