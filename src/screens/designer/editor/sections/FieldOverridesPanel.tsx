import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../api/query-keys.ts';
import type { FieldAccess, FieldPermissionsDef, ModuleBundle } from '../../../../../runtime/index.ts';
import { request, unwrap, type Envelope } from '../../../../api/request.ts';
import { useT } from '../../../../i18n/index.ts';
import { errorMessage } from '../../../module/error-message.ts';
import { Block } from '../controls.tsx';
import { FieldAccessGrid } from './FieldAccessGrid.tsx';

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
  const [changes, setChanges] = useState<ReadonlyMap<string, FieldAccess | null>>(new Map());
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // Not shown to those the server refuses (a refusal or failure is no panel).
  const { data: answer, refetch } = useQuery({
    queryKey: [...queryKeys.moduleMeta(bundle.moduleId), 'fieldPermissions'],
    queryFn: async () => {
      const envelope = await request<Envelope<OverridesAnswer>>('meta/fieldPermissions.ajax', { moduleId: bundle.moduleId }, { method: 'GET' }).catch(() => null);
      return envelope?.state === 0 ? unwrap(envelope) : null;
    },
  });
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
      void refetch();
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error) });
    }
  };
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
      <FieldAccessGrid
        bundle={bundle}
        label={t('fieldPolicy.override.title', { org: answer.orgName })}
        columns={answer.roles.map((role) => ({ key: role.roleId, name: role.name, header: role.name }))}
        value={(role, field) => current(role, field) ?? undefined}
        empty={(role, field) => t('fieldPolicy.override.inherit', { access: t(`fieldPolicy.access.${answer.bundle[role]?.[field] ?? 'editable'}`) })}
        onChange={change}
      />
    </Block>
  );
}
