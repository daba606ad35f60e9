import { useMemo } from 'react';
import { Button } from '../../../components/Button.tsx';
import { DataTable } from '../../../components/table/DataTable.tsx';
import type { TableColumn } from '../../../components/table/table-types.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import type { DesignedModule } from '../../../../contracts/module-design.ts';

export interface ModuleCatalogProps {
  modules: readonly DesignedModule[];
  canEdit: boolean;
  onOpen: (module: DesignedModule) => void;
  onNew: () => void;
  onGenerate: () => void;
  /** Opens the report designer. */
  onReports: () => void;
}

function moduleKey(module: DesignedModule): string {
  return module.moduleId;
}

/** Every designed module with its published version and draft; open one, create one, or generate one from a table. */
export function ModuleCatalog({ modules, canEdit, onOpen, onNew, onGenerate, onReports }: ModuleCatalogProps) {
  const t = useT();
  const [locale] = useLocale();
  const rows = useMemo(() => [...modules], [modules]);
  const columns = useMemo<TableColumn<DesignedModule>[]>(
    () => [
      {
        id: 'title',
        header: t('designer.catalog.module'),
        width: '220',
        cell: (module) => (
          <button type="button" className="text-primary-600 hover:underline" onClick={() => onOpen(module)}>
            {module.title[locale] || module.moduleId}
          </button>
        ),
      },
      { id: 'moduleId', header: t('designer.module.id'), width: '180', cell: (module) => <code className="text-xs">{module.moduleId}</code> },
      { id: 'apiPath', header: t('designer.module.apiPath'), width: '180', cell: (module) => <code className="text-xs">{module.apiPath}</code> },
      {
        id: 'published',
        header: t('designer.catalog.published'),
        width: '110',
        cell: (module) => (module.publishedVersion === null ? <span className="text-slate-400">{t('designer.catalog.unpublished')}</span> : `v${module.publishedVersion}`),
      },
      {
        id: 'draft',
        header: t('designer.catalog.draft'),
        width: '300',
        cell: (module) =>
          module.draft ? (
            <span className="text-amber-700">{t('designer.catalog.draftBy', { version: module.draft.version, user: module.draft.updatedByName || module.draft.updatedBy, time: module.draft.updatedAt })}</span>
          ) : (
            <span className="text-slate-400">{t('designer.catalog.noDraft')}</span>
          ),
      },
      { id: 'updatedAt', header: t('designer.catalog.updatedAt'), width: '170', cell: (module) => module.updatedAt },
    ],
    [locale, onOpen, t],
  );
  return (
    <section className="flex h-full min-h-[480px] flex-col gap-3 rounded bg-white p-4 shadow-xs">
      <header className="flex items-center gap-2">
        <h2 className="text-base font-medium text-slate-800">{t('designer.title')}</h2>
        <span className="text-xs text-slate-400">{t('designer.catalog.help')}</span>
        <Button size="small" variant="text" onClick={onReports}>
          {t('report.designer.title')}
        </Button>
        {canEdit && (
          <span className="ml-auto flex gap-2">
            <Button onClick={onGenerate}>{t('designer.catalog.generate')}</Button>
            <Button variant="primary" onClick={onNew}>
              {t('designer.catalog.new')}
            </Button>
          </span>
        )}
      </header>
      <DataTable rows={rows} columns={columns} getRowId={moduleKey} onRowDoubleClick={onOpen} empty={t('common.noData')} className="min-h-[200px] flex-1" />
    </section>
  );
}
