import { useCallback, useMemo, useState } from 'react';
import type { CompiledModule, TreeDef } from '../../../../runtime/index.ts';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { DEFAULT_TREE_ROOT } from '../../../renderers/tree/tree-node.ts';
import { useHeldTree } from '../../../renderers/tree/use-lazy-tree.ts';
import { ModuleTreeView } from '../../module/tree/ModuleTreeView.tsx';
import { sampleRows } from '../model/sample-rows.ts';
import { sampleTree } from '../model/sample-tree.ts';
import { DetailPreview } from './DetailPreview.tsx';

const NOTHING_CHECKED: ReadonlySet<string> = new Set();

/** The staff page of a tree module: the sample rows as a tree, the chosen node's form beside it. */
export function TreePreview({ module, tree }: { module: CompiledModule; tree: TreeDef }) {
  const t = useT();
  const [locale] = useLocale();
  const rootId = tree.rootId ?? DEFAULT_TREE_ROOT;
  const sample = useMemo(() => sampleTree(sampleRows(module, locale, t), tree, rootId), [module, locale, t, tree, rootId]);
  // Other nodes (a renamed name field, new samples) mean a tree loaded afresh.
  return <SampleTree key={JSON.stringify([...sample.children])} module={module} rootId={rootId} sample={sample} />;
}

function SampleTree({ module, rootId, sample }: { module: CompiledModule; rootId: string; sample: ReturnType<typeof sampleTree> }) {
  const t = useT();
  const [locale] = useLocale();
  const under = useCallback((parentId: string) => sample.children.get(parentId) ?? [], [sample]);
  const tree = useHeldTree(rootId, under);
  // undefined: nothing chosen; null: a new node.
  const [chosen, setChosen] = useState<ListRow | null | undefined>(undefined);
  return (
    <ModuleTreeView
      tree={tree}
      allowed={new Set(module.bundle.operations)}
      selectedId={chosen?.pkValue ?? null}
      onSelect={(node) => setChosen(sample.rows.find((row) => row.pkValue === node.id))}
      checked={NOTHING_CHECKED}
      onCheck={noop}
      onAdd={() => setChosen(null)}
      onDelete={noop}
    >
      {chosen === undefined ? (
        <p className="p-10 text-center text-sm text-slate-400">{t('tree.pickNode', { name: module.bundle.title[locale] })}</p>
      ) : (
        <DetailPreview key={chosen?.pkValue ?? 'new'} module={module} row={chosen} onClose={() => setChosen(undefined)} />
      )}
    </ModuleTreeView>
  );
}

function noop(): void {}
