import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../i18n/hooks.ts';
import type { Candidate } from '../../../../contracts/workflow.ts';

export interface CandidateListProps {
  /** Accessible name of the group (the node name, or 'notify'). */
  label: string;
  users: readonly Candidate[];
  onToggle: (userId: string) => void;
  /** Present when the submitter may add users; opens the user selector. */
  onAdd?: () => void;
}

/** Ticked users of one next node (or of the notify list); locked defaults show as disabled. */
export function CandidateList({ label, users, onToggle, onAdd }: CandidateListProps) {
  const t = useT();
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {users.length === 0 && <span className="text-xs text-slate-400">{t('wf.submit.noCandidates')}</span>}
      {users.map((user) => (
        <label key={user.userId} className={`inline-flex items-center gap-1.5 text-sm ${user.disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-700'}`}>
          <input type="checkbox" className="h-4 w-4 accent-primary-600" checked={user.checked} disabled={user.disabled} onChange={() => onToggle(user.userId)} />
          {user.userName}
        </label>
      ))}
      {onAdd && (
        <Button size="small" variant="text" onClick={onAdd}>
          + {t('wf.submit.addUser')}
        </Button>
      )}
    </div>
  );
}
