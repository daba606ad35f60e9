import type { ReactNode } from 'react';
import { FIELD_ACCESS, type FieldAccess, type ModuleBundle } from '../../../../../runtime/index.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { permissionFields } from '../../model/field-permissions.ts';
import { SelectInput } from '../controls.tsx';

export interface AccessColumn {
  /** The role id. */
  key: string;
  /** The role as the header shows it (and names it to screen readers: 'role field'). */
  name: string;
  header: ReactNode;
}

/**
 * Fields by roles, one access select per cell: the bundle's permissions and an organisation's
 * overrides share it. `empty`: the text of a cell with no access of its own (omitted: none).
 */
export function FieldAccessGrid(props: {
  bundle: ModuleBundle;
  label: string;
  columns: readonly AccessColumn[];
  value: (role: string, field: string) => FieldAccess | undefined;
  onChange: (role: string, field: string, access: FieldAccess | undefined) => void;
  empty?: (role: string, field: string) => string;
}) {
  const t = useT();
  const [locale] = useLocale();
  const options = FIELD_ACCESS.map((access) => [access, t(`fieldPolicy.access.${access}`)] as const);
  return (
    <table className="w-full text-xs" aria-label={props.label}>
      <thead>
        <tr className="text-left text-slate-500">
          <th className="py-1 font-normal">{t('fieldPolicy.designer.field')}</th>
          {props.columns.map((column) => (
            <th key={column.key} className="py-1 font-normal">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {permissionFields(props.bundle).map((field) => (
          <tr key={field.name} className="border-t border-slate-100">
            <td className="py-1 pr-2 text-slate-700">{field.label[locale]}</td>
            {props.columns.map((column) => (
              <td key={column.key} className="py-1 pr-2">
                <SelectInput
                  label={`${column.name} ${field.label[locale]}`}
                  value={props.value(column.key, field.name)}
                  empty={props.empty?.(column.key, field.name)}
                  options={options}
                  onChange={(access) => props.onChange(column.key, field.name, access)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
