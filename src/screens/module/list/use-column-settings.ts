import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { request, unwrap, type Envelope } from '../../../api/request.ts';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/index.ts';
import type { CompiledModule, Locale } from '../../../../runtime/index.ts';
import { mergeTableSetting, type TableSetting } from '../../../components/table/table-setting.ts';
import { defaultTableSetting } from './list-columns.ts';

/** A stored setting arrives as an object or as its JSON text. */
function parseSaved(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

async function loadSaved(moduleId: string): Promise<unknown> {
  return parseSaved(unwrap(await request<Envelope<unknown>>('pub/columnSetting/load.ajax', { moduleId })));
}

export interface ColumnSettings {
  setting: TableSetting;
  save: (setting: TableSetting) => Promise<boolean>;
  reset: () => Promise<boolean>;
}

/**
 * The user's table setting of a module (pub/columnSetting/*): loaded with the list, saved
 * from the dialog and applied from what the server then answers, so the table shows what
 * was stored. A failed load leaves the bundle's defaults.
 */
export function useColumnSettings(module: CompiledModule, locale: Locale): ColumnSettings {
  const t = useT();
  const client = useQueryClient();
  const key = queryKeys.columnSetting(module.moduleId);
  const { data: saved = null } = useQuery({ queryKey: key, queryFn: () => loadSaved(module.moduleId) });
  const setSaved = useCallback((value: unknown) => client.setQueryData(queryKeys.columnSetting(module.moduleId), value), [client, module.moduleId]);
  const defaults = useMemo(() => defaultTableSetting(module, locale), [module, locale]);
  const setting = useMemo(() => mergeTableSetting(defaults, saved), [defaults, saved]);

  const save = useCallback(
    async (next: TableSetting) => {
      try {
        unwrap(await request<Envelope<unknown>>('pub/columnSetting/save.ajax', { moduleId: module.moduleId, setting: JSON.stringify(next) }));
        setSaved(await loadSaved(module.moduleId));
        toast.success(t('columnSetting.saved'));
        return true;
      } catch {
        toast.error(t('columnSetting.saveFailed'));
        return false;
      }
    },
    [module.moduleId, setSaved, t],
  );

  const reset = useCallback(async () => {
    try {
      unwrap(await request<Envelope<unknown>>('pub/columnSetting/reset.ajax', { moduleId: module.moduleId }));
      setSaved(null);
      toast.success(t('columnSetting.resetDone'));
      return true;
    } catch {
      toast.error(t('columnSetting.resetFailed'));
      return false;
    }
  }, [module.moduleId, setSaved, t]);

  return { setting, save, reset };
}
