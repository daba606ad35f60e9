import { useEffect, useState } from 'react';
import { FIELD_ACCESS, type FieldAccess, type FieldPermissionsDef, type ModuleBundle } from '../../../../../runtime/index.ts';
import { request, unwrap, type Envelope } from '../../../../api/request.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { errorMessage } from '../../../module/error-message.ts';
import { Block, SelectInput } from '../controls.tsx';
import { permissionFields } from '../../model/field-permissions.ts';

interface OverridesAnswer {
  bundle: FieldPermissionsDef;
  overrides: FieldPermissionsDef;
  roles: { roleId: string; name: string }[];
  orgName: string;
}

const cellKey = (role: string, field: string) => `${role}\u0000${field}`;

/**
 * The administrator's overrides of the published module's field permissions in their current
 * organisation (meta/fieldPermissions.ajax, meta/setFieldPermissions.ajax). Shown only to those
 * the server lets read them (the publish grant) and for modules that are published.
 */
export function FieldOverridesPanel({ bundle }: { bundle: ModuleBundle }) {
  const t = useT();
  const [locale] = useLocale();
  const [answer, setAnswer] = useState<OverridesAnswer | null>(null);
  const [changes, setChanges] = useState<ReadonlyMap<string, FieldAccess | null>>(new Map());
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let live = true;
    request<Envelope<OverridesAnswer>>('meta/fieldPermissions.ajax', { moduleId: bundle.moduleId }, { method: 'GET' }).then(
      (envelope) => live && setAnswer(envelope.state === 0 ? unwrap(envelope) : null),
      () => live && setAnswer(null),
    );
    return () => {
      live = false;
    };
  }, [bundle.moduleId, reloads]);
  if (!answer) return null;

  const current = (role: string, field: string): FieldAccess | null => {
    const key = cellKey(role, field);
    return changes.has(key) ? (changes.get(key) ?? null) : (answer.overrides[role]?.[field] ?? null);
  };
  const change = (role: string, field: string, access: FieldAccess | undefined) => setChanges(new Map(changes).set(cellKey(role, field), access ?? null));
  const save = async () => {
    const list = [...changes].map(([key, access]) => {
      const [roleId, field] = key.split('\u0000');
      return { roleId, field, access };
    });
    try {
      const envelope = await request<Envelope<null>>('meta/setFieldPermissions.ajax', { moduleId: bundle.moduleId, changes: JSON.stringify(list) });
      unwrap(envelope);
      setStatus({ ok: true, text: envelope.msgInfo ?? t('fieldPolicy.override.saved') });
      setChanges(new Map());
      setReloads((count) => count + 1);
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error) });
    }
  };
  const options = FIELD_ACCESS.map((access) => [access, t(`fieldPolicy.access.${access}`)] as const);
  return (
    <Block
      title={t('fieldPolicy.override.title', { org: answer.orgName })}
      actions={
        <button type="button" disabled={changes.size === 0} onClick={save} className="h-6 rounded bg-primary-600 px-2 text-xs text-white disabled:opacity-50">
          {t('fieldPolicy.override.save')}
        </button>
      }
    >
      <p className="mb-2 text-[11px] text-slate-400">{t('fieldPolicy.override.help')}</p>
      {status && <p className={`mb-2 text-xs ${status.ok ? 'text-emerald-600' : 'text-red-600'}`}>{status.text}</p>}
      <table className="w-full text-xs" aria-label={t('fieldPolicy.override.title', { org: answer.orgName })}>
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1 font-normal">{t('fieldPolicy.designer.field')}</th>
            {answer.roles.map((role) => (
              <th key={role.roleId} className="py-1 font-normal">
                {role.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissionFields(bundle).map((field) => (
            <tr key={field.name} className="border-t border-slate-100">
              <td className="py-1 pr-2 text-slate-700">{field.label[locale]}</td>
              {answer.roles.map((role) => (
                <td key={role.roleId} className="py-1 pr-2">
                  <SelectInput
                    label={`${role.name} ${field.label[locale]}`}
                    value={current(role.roleId, field.name) ?? undefined}
                    empty={t('fieldPolicy.override.inherit', { access: t(`fieldPolicy.access.${answer.bundle[role.roleId]?.[field.name] ?? 'editable'}`) })}
                    options={options}
                    onChange={(access) => change(role.roleId, field.name, access)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Block>
  );
}
