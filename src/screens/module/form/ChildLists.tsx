import { useCallback, useState } from 'react';
import type { ChildListDef } from '../../../../runtime/index.ts';
import { useLocale } from '../../../i18n/index.ts';
import type { FormValues } from '../../../renderers/module-validator.ts';
import { ModuleListPage, type OpenMode } from '../list/ModuleListPage.tsx';
import { ScreenError, ScreenLoading } from '../ScreenStatus.tsx';
import { useModule } from '../use-module.ts';
import { allowedOperations } from '../operations.ts';
import { childInitialValues, parentIdField } from './child-link.ts';
import { ChildRecordModal } from './ChildRecordModal.tsx';

export interface ChildListsProps {
  /** The lists to show (the page leaves out inline ones, which are grids of the form). */
  lists: readonly ChildListDef[];
  parentKey: string;
  parentValues: FormValues;
  viewOnly: boolean;
}

/** The detail lists under a saved record (bundle form.children), one per child module. */
export function ChildLists({ lists, parentKey, parentValues, viewOnly }: ChildListsProps) {
  return (
    <>
      {lists.map((child) => (
        <ChildList key={child.module} child={child} parentKey={parentKey} parentValues={parentValues} viewOnly={viewOnly} />
      ))}
    </>
  );
}

/** A child list's heading, also used by the module designer's preview. */
export function ChildListTitle({ children }: { children: string }) {
  return <h3 className="border-l-4 border-primary-500 pl-2 text-sm font-medium text-slate-700">{children}</h3>;
}

interface ChildListProps {
  child: ChildListDef;
  parentKey: string;
  parentValues: FormValues;
  viewOnly: boolean;
}

function ChildList({ child, parentKey, parentValues, viewOnly }: ChildListProps) {
  const [locale] = useLocale();
  const state = useModule(child.module, true);
  const [open, setOpen] = useState<{ mode: OpenMode; pkValue: string } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const onOpen = useCallback((mode: OpenMode, pkValue: string) => setOpen({ mode, pkValue }), []);
  if (state.status === 'error') return <ScreenError message={state.message} />;
  if (state.status === 'loading') return <ScreenLoading className="h-24" />;
  const { module, grant } = state;
  return (
    <section className="flex flex-col gap-2">
      <ChildListTitle>{child.title?.[locale] ?? module.bundle.title[locale]}</ChildListTitle>
      <ModuleListPage module={module} grant={grant} viewOnly={viewOnly} parent={{ id: parentKey, field: parentIdField(child) }} onOpen={onOpen} reloadKey={reloadKey} />
      {open && (
        <ChildRecordModal
          module={module}
          mode={open.mode}
          pkValue={open.pkValue}
          initial={childInitialValues(child, module, parentKey, parentValues)}
          onSaved={() => {
            setOpen(null);
            setReloadKey((count) => count + 1);
          }}
          onClose={() => setOpen(null)}
          onEdit={!viewOnly && allowedOperations(module.bundle.operations, grant, false).has('edit') ? () => setOpen({ mode: 'edit', pkValue: open.pkValue }) : undefined}
        />
      )}
    </section>
  );
}
