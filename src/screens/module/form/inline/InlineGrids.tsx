import { useCallback, useEffect } from 'react';
import type { ChildListDef, CompiledModule } from '../../../../../runtime/index.ts';
import { useLocale } from '../../../../i18n/index.ts';
import { ScreenError, ScreenLoading } from '../../ScreenStatus.tsx';
import { useModule } from '../../use-module.ts';
import { ChildListTitle } from '../ChildLists.tsx';
import { InlineGrid } from './InlineGrid.tsx';
import { inlineLinks, type InlineRow } from './inline-rows.ts';
import type { InlineRowsEditor } from './use-inline-rows.ts';

export interface InlineGridsProps {
  module: CompiledModule;
  inline: InlineRowsEditor;
  readonly: boolean;
  /** Fields and inline lists (by child module id) the record's workflow step or state locks. */
  locked?: ReadonlySet<string>;
}

/** The module's inline child lists, each a grid under the form, there before the record's first save. */
export function InlineGrids({ module, inline, readonly, locked }: InlineGridsProps) {
  const links = inlineLinks(module);
  if (links.length === 0) return null;
  return (
    <div className="flex flex-col gap-4 pb-4">
      {links.map((link) => (
        <InlineList key={link.module} link={link} inline={inline} readonly={readonly || locked?.has(link.module) === true} />
      ))}
    </div>
  );
}

function InlineList({ link, inline, readonly }: { link: ChildListDef; inline: InlineRowsEditor; readonly: boolean }) {
  const [locale] = useLocale();
  const state = useModule(link.module, false);
  const { register, setList } = inline;
  const child = state.status === 'ready' ? state.module : undefined;
  useEffect(() => {
    if (child) register(child);
  }, [child, register]);
  const onChange = useCallback((update: (rows: readonly InlineRow[]) => readonly InlineRow[]) => setList(link.module, update), [setList, link.module]);
  if (state.status === 'error') return <ScreenError message={state.message} />;
  if (!child) return <ScreenLoading className="h-24" />;
  return (
    <section className="flex flex-col gap-2">
      <ChildListTitle>{link.title?.[locale] ?? child.bundle.title[locale]}</ChildListTitle>
      <InlineGrid link={link} child={child} rows={inline.rows[link.module] ?? []} errors={inline.errors} readonly={readonly} onChange={onChange} />
    </section>
  );
}
