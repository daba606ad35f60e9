import { useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import type { ModuleVersion } from '../../../../contracts/module-design.ts';
import { DiffView } from './DiffView.tsx';
import { useLoadedVersion } from './use-loaded-version.ts';
import { Select } from '../../../components/Select.tsx';

export interface CompareDialogProps {
  moduleId: string;
  versions: readonly ModuleVersion[];
  /** [before, after] version numbers to start with; null keeps the dialog closed. */
  pair: [number, number] | null;
  onClose: () => void;
}

function VersionSelect({ label, value, versions, onChange }: { label: string; value: number; versions: readonly ModuleVersion[]; onChange: (version: number) => void }) {
  const t = useT();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-500">{label}</span>
      <Select
        label={label}
        size="h-8 w-44"
        value={String(value)}
        options={versions.map((version) => ({ value: String(version.version), label: `${t('designer.versions.versionNo', { version: version.version })} · ${t(`designer.versions.status.${version.status}`)}` }))}
        onChange={(version) => onChange(Number(version))}
      />
    </label>
  );
}

function CompareBody({ moduleId, versions, pair }: { moduleId: string; versions: readonly ModuleVersion[]; pair: [number, number] }) {
  const t = useT();
  const [chosen, setChosen] = useState(pair);
  const before = useLoadedVersion(moduleId, chosen[0]);
  const after = useLoadedVersion(moduleId, chosen[1]);
  const nameOf = (version: number) => t('designer.versions.versionNo', { version });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <VersionSelect label={t('designer.diff.before')} value={chosen[0]} versions={versions} onChange={(version) => setChosen([version, chosen[1]])} />
        <button
          type="button"
          onClick={() => setChosen([chosen[1], chosen[0]])}
          className="rounded px-2 py-1 text-sm text-primary-600 hover:bg-primary-50"
          aria-label={t('designer.diff.swap')}
          title={t('designer.diff.swap')}
        >
          ⇄
        </button>
        <VersionSelect label={t('designer.diff.after')} value={chosen[1]} versions={versions} onChange={(version) => setChosen([chosen[0], version])} />
      </div>
      {before && after && before.version === chosen[0] && after.version === chosen[1] ? (
        <DiffView before={before.bundle} after={after.bundle} beforeLabel={nameOf(before.version)} afterLabel={nameOf(after.version)} />
      ) : (
        <div className="flex h-40 items-center justify-center">
          <Spinner label={t('common.loading')} showLabel />
        </div>
      )}
    </div>
  );
}

/** Any two versions of a module as a field-by-field diff; either side can be changed, or both swapped. */
export function CompareDialog({ moduleId, versions, pair, onClose }: CompareDialogProps) {
  const t = useT();
  return (
    <Modal open={pair !== null} onClose={onClose} width={960} height="80vh" title={t('designer.diff.title')}>
      {pair && <CompareBody key={pair.join(':')} moduleId={moduleId} versions={versions} pair={pair} />}
    </Modal>
  );
}
