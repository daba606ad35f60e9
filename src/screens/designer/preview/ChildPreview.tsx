import { useEffect, useState } from 'react';
import type { ChildListDef, CompiledModule } from '../../../../runtime/index.ts';
import { useLocale } from '../../../i18n/index.ts';
import { errorMessage } from '../../module/error-message.ts';
import { loadModule } from '../../module/module-meta.ts';
import { ChildListTitle } from '../../module/form/ChildLists.tsx';
import { ScreenError, ScreenLoading } from '../../module/ScreenStatus.tsx';
import { ListPreview } from './ListPreview.tsx';
import { InlineGridPreview } from './InlineGridPreview.tsx';

type ChildState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; module: CompiledModule };

/** A child list as the saved record would show it: the published child module over its own sample rows, or its grid when inline. */
export function ChildPreview({ child }: { child: ChildListDef }) {
  const [locale] = useLocale();
  const [state, setState] = useState<ChildState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadModule(child.module).then(
      (loaded) => live && setState({ status: 'ready', module: loaded.module }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [child.module]);
  if (state.status === 'loading') return <ScreenLoading className="h-24" />;
  if (state.status === 'error') return <ScreenError message={state.message} />;
  return (
    <section className="flex flex-col gap-2">
      <ChildListTitle>{child.title?.[locale] ?? state.module.bundle.title[locale]}</ChildListTitle>
      {child.inline ? <InlineGridPreview link={child} child={state.module} /> : <ListPreview module={state.module} onOpen={noop} embedded />}
    </section>
  );
}

function noop(): void {}
