import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { Button } from '../../../components/Button.tsx';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import type { TableColumn } from '../../../components/table/table-types.ts';
import { useT } from '../../../i18n/index.ts';
import { hasLifecycle, offeredTransitions, type OfferedTransition } from './lifecycle-api.ts';
import { useTransitionRunner } from './use-transition-runner.ts';

const NO_COLUMNS: TableColumn<ListRow>[] = [];
const NO_OFFERS: Record<string, OfferedTransition[]> = {};

/**
 * The list's row actions of a module with a life cycle: one column, fixed right, with the
 * transitions the server offers the user for each row of the page (asked once per page).
 * None for other modules or a list that offers no operations (`enabled` false).
 */
export function useTransitionColumn(module: CompiledModule, rows: readonly ListRow[] | undefined, enabled: boolean): TableColumn<ListRow>[] {
  const t = useT();
  const active = enabled && hasLifecycle(module);
  // A transition invalidates the module's queries: the list and these offers are asked again.
  const { run, running } = useTransitionRunner(module);
  const keys = useMemo(() => (active ? (rows ?? []).map((row) => row.pkValue) : []), [active, rows]);
  const { data: offers = NO_OFFERS } = useQuery({
    queryKey: [...queryKeys.module(module.moduleId), 'offers', keys],
    // Rows without an offer show no buttons.
    queryFn: () => offeredTransitions(module, keys).catch(() => NO_OFFERS),
    enabled: keys.length > 0,
  });
  return useMemo(() => {
    if (!active) return NO_COLUMNS;
    return [
      {
        id: '_transitions',
        header: t('lifecycle.actions'),
        width: '160',
        fixed: 'right',
        cell: (row: ListRow) => (
          <span className="flex flex-wrap gap-1">
            {(offers[row.pkValue] ?? []).map((transition) => (
              <Button
                key={transition.name}
                size="small"
                variant="text"
                loading={running === `${row.pkValue}:${transition.name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  void run(row.pkValue, transition);
                }}
                onDoubleClick={(event) => event.stopPropagation()}
              >
                {transition.label}
              </Button>
            ))}
          </span>
        ),
      },
    ];
  }, [active, offers, run, running, t]);
}
