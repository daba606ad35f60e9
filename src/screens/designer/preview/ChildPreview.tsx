import type { ChildListDef } from '../../../../runtime/index.ts';
import { useLocale } from '../../../i18n/index.ts';
import { errorMessage } from '../../module/error-message.ts';
import { useCompiledModule } from '../../module/use-compiled-module.ts';
import { ChildListTitle } from '../../module/form/ChildLists.tsx';
import { ScreenError, ScreenLoading } from '../../module/ScreenStatus.tsx';
import { ListPreview } from './ListPreview.tsx';
import { InlineGridPreview } from './InlineGridPreview.tsx';

/** A child list as the saved record would show it: the published child module over its own sample rows, or its grid when inline. */
export function ChildPreview({ child }: { child: ChildListDef }) {
  const [locale] = useLocale();
  // The published child module: a publish invalidates it.
  const { data: module, error, isError } = useCompiledModule(child.module);
  if (isError) return <ScreenError message={errorMessage(error)} />;
  if (!module) return <ScreenLoading className="h-24" />;
  return (
    <section className="flex flex-col gap-2">
      <ChildListTitle>{child.title?.[locale] ?? module.bundle.title[locale]}</ChildListTitle>
      {child.inline ? <InlineGridPreview link={child} child={module} /> : <ListPreview module={module} onOpen={noop} embedded />}
    </section>
  );
}

function noop(): void {}
