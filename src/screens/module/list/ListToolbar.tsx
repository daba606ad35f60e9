import { memo } from 'react';
import type { OperationName } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { RefreshIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/index.ts';
import type { UnlimitedButton } from '../operations.ts';

export type ToolbarAction = OperationName | UnlimitedButton;

export interface ListToolbarProps {
  allowed: ReadonlySet<OperationName>;
  /** Drag sort mode replaces the buttons with save and cancel. */
  sorting: boolean;
  busy: boolean;
  onAction: (action: ToolbarAction) => void;
  onSortSave: () => void;
  onSortCancel: () => void;
}

const ORDER: readonly OperationName[] = ['add', 'edit', 'delete', 'import', 'export', 'template', 'dragSort'];

/** The operations the user is granted, then the buttons no grant limits (operations.ts UNLIMITED_BUTTONS). */
export const ListToolbar = memo(function ListToolbar({ allowed, sorting, busy, onAction, onSortSave, onSortCancel }: ListToolbarProps) {
  const t = useT();
  if (sorting) {
    return (
      <div className="flex items-center gap-2">
        <span className="text-sm text-slate-500">{t('list.dragSortHint')}</span>
        <Button variant="primary" loading={busy} onClick={onSortSave}>
          {t('list.saveSort')}
        </Button>
        <Button onClick={onSortCancel}>{t('common.cancel')}</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {ORDER.filter((name) => allowed.has(name)).map((name) => (
        <Button
          key={name}
          variant={name === 'add' ? 'primary' : name === 'delete' ? 'danger' : 'default'}
          disabled={busy}
          onClick={() => onAction(name)}
        >
          {t(`list.op.${name}`)}
        </Button>
      ))}
      <span className="ml-auto flex gap-2">
        <Button onClick={() => onAction('columns')}>{t('list.columnSettings')}</Button>
        <Button aria-label={t('common.refresh')} title={t('common.refresh')} onClick={() => onAction('refresh')} icon={<RefreshIcon size={14} />} />
      </span>
    </div>
  );
});
