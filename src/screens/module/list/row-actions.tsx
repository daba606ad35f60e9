import { useMemo } from 'react';
import type { OperationName } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import type { TableColumn } from '../../../components/table/table-types.ts';
import { useT } from '../../../i18n/index.ts';

export type RowAction = 'view' | 'edit' | 'delete';

/** Every row can be viewed; edit and delete follow the user's operations. */
const ACTIONS: readonly RowAction[] = ['view', 'edit', 'delete'];

/** Pixels per button of the column, so its header and buttons fit in both languages. */
const BUTTON_WIDTH = 60;

/**
 * The list's row actions: view, the edit and delete the user holds, then the life-cycle
 * transitions (`transitions`, useTransitionColumn) in the same right-fixed column. Each button
 * names its record for assistive technology ('编辑 京A12345'), so it reads apart from the toolbar's.
 */
export function useRowActionColumn(
  allowed: ReadonlySet<OperationName>,
  enabled: boolean,
  nameOf: (row: ListRow) => string,
  onAction: (action: RowAction, row: ListRow) => void,
  transitions: readonly TableColumn<ListRow>[],
): TableColumn<ListRow>[] {
  const t = useT();
  return useMemo(() => {
    if (!enabled) return [...transitions];
    // The words once per column; only the record's name differs from row to row.
    const actions = ACTIONS.filter((action) => action === 'view' || allowed.has(action)).map((action) => ({ action, label: t(`list.row.${action}`) }));
    const lifecycle = transitions[0];
    const width = actions.length * BUTTON_WIDTH + (lifecycle ? Number(lifecycle.width) : 16);
    return [
      {
        id: '_actions',
        header: t('list.actions'),
        width: String(width),
        fixed: 'right',
        cell: (row: ListRow) => {
          const name = nameOf(row);
          return (
            <span className="flex flex-wrap items-center gap-x-1">
              {actions.map(({ action, label }) => (
                <Button
                  key={action}
                  size="small"
                  variant="text"
                  className={action === 'delete' ? '!text-red-600 hover:!bg-red-50' : ''}
                  aria-label={t('list.rowAction', { action: label, name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onAction(action, row);
                  }}
                  onDoubleClick={(event) => event.stopPropagation()}
                >
                  {label}
                </Button>
              ))}
              {lifecycle?.cell(row)}
            </span>
          );
        },
      },
    ];
  }, [allowed, enabled, nameOf, onAction, transitions, t]);
}
