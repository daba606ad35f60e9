import { useMemo, useState } from 'react';
import type { BundleProblem } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { CardTabs } from '../../workflow/diagram/CardTabs.tsx';
import type { DesignContext, LoadedVersion } from '../../../../contracts/module-design.ts';
import type { DesignerAccess } from '../access/designer-access.ts';
import { JsonView } from '../json/JsonView.tsx';
import { bundleFile } from '../model/check-draft.ts';
import { problemPlace, type SectionId } from '../model/problem-place.ts';
import { PreviewPane } from '../preview/PreviewPane.tsx';
import { useDraftActions } from '../state/use-draft-actions.ts';
import { useDraftCheck } from '../state/use-draft-check.ts';
import type { Draft, DraftEditor } from '../state/use-draft.ts';
import { VersionsPanel } from '../versions/index.ts';
import { DraftStatus } from './DraftStatus.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import { SectionNav } from './SectionNav.tsx';
import { VisualEditor } from './VisualEditor.tsx';

type Tab = 'design' | 'json' | 'versions';

export interface DesignerWorkspaceProps {
  editor: DraftEditor;
  /** The open draft (editor.draft, known to be there). */
  draft: Draft;
  context: DesignContext;
  access: DesignerAccess;
  /** A version of the module has been published: its table, key and organisation scope are fixed. */
  published: boolean;
  /** Back to the module list (after the unsaved-changes question). */
  onClose: () => void;
  /** A version was published, rolled back or discarded: the module list changed. */
  onReleased: () => void;
}

/**
 * One module's design: the visual editor or the JSON view beside the live preview, and the
 * versions area; save and discard of the draft in the header.
 */
export function DesignerWorkspace({ editor, draft, context, access, published, onClose, onReleased }: DesignerWorkspaceProps) {
  const t = useT();
  const [locale] = useLocale();
  const { dirty } = editor;
  const { origin } = draft;
  const [tab, setTab] = useState<Tab>('design');
  const [section, setSection] = useState<SectionId>('module');
  const [field, setField] = useState<string | null>(null);
  const [jsonReveal, setJsonReveal] = useState<BundleProblem | null>(null);
  const [widePreview, setWidePreview] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const check = useDraftCheck(draft.text, context, bundleFile(origin.moduleId));
  const actions = useDraftActions(editor, check);

  const { serverProblems } = actions;
  const problems = useMemo(
    () => (serverProblems?.text === draft.text ? [...check.problems, ...serverProblems.problems] : check.problems),
    [check.problems, serverProblems, draft.text],
  );
  const shownCheck = useMemo(() => ({ ...check, problems }), [check, problems]);
  const problemCounts = useMemo(() => {
    const counts = new Map<SectionId, number>();
    for (const problem of problems) {
      const place = problemPlace(problem.pointer, draft.bundle);
      if (place) counts.set(place.section, (counts.get(place.section) ?? 0) + 1);
    }
    return counts;
  }, [problems, draft.bundle]);

  const showProblem = (problem: BundleProblem) => {
    setWidePreview(false);
    const place = tab === 'design' ? problemPlace(problem.pointer, draft.bundle) : null;
    if (!place || !draft.bundle) {
      setJsonReveal(problem);
      return setTab('json');
    }
    setSection(place.section);
    if (place.field) setField(place.field);
  };
  const close = async () => {
    if (dirty && !(await confirm(t('common.unsavedLeave')))) return;
    onClose();
  };
  const openVersion = (version: LoadedVersion) => {
    if (version.status === 'draft') editor.open(version);
    else {
      editor.replaceBundle(version.bundle);
      toast.success(t('designer.versionOpened', { version: version.version }));
    }
    setTab('design');
  };
  const onVersionsChanged = async () => {
    onReleased();
    if (!dirty || (await confirm(t('designer.reloadAfterRelease')))) await actions.reload();
  };

  const saved = origin.status !== 'new';
  const tabs = [
    { id: 'design', label: t('designer.tab.design') },
    { id: 'json', label: t('designer.tab.json') },
    ...(saved ? [{ id: 'versions', label: t('designer.tab.versions') }] : []),
  ];
  const sectionProps = { edit: editor.edit, context, published, readOnly: !access.canEdit, problems };

  return (
    <section className="flex h-full min-h-[640px] flex-col gap-2">
      {reviewing && <ReviewDialog moduleId={origin.moduleId} onClose={() => setReviewing(false)} />}
      <header className="flex flex-wrap items-center gap-2 rounded bg-white px-3 py-2 shadow-xs">
        <Button size="small" onClick={() => void close()}>
          {t('designer.backToList')}
        </Button>
        <h2 className="text-base font-medium text-slate-800">{draft.bundle?.title[locale] || origin.moduleId}</h2>
        <code className="text-xs text-slate-400">{origin.moduleId}</code>
        <DraftStatus origin={origin} dirty={dirty} problems={problems.length} pending={check.pending} />
        {access.canEdit && (
          <span className="ml-auto flex gap-2">
            <Button size="small" variant="text" className="!text-red-500" onClick={() => void actions.discard(onClose)} disabled={!dirty && origin.status !== 'draft'}>
              {t('designer.discard.action')}
            </Button>
            <Button size="small" variant="primary" loading={actions.saving} disabled={!dirty && origin.status !== 'new'} onClick={() => void actions.save()}>
              {t('designer.save.action')}
            </Button>
            {!access.canPublish && (
              <Button size="small" disabled={dirty || origin.status !== 'draft'} title={dirty || origin.status !== 'draft' ? t('designer.review.saveFirst') : undefined} onClick={() => setReviewing(true)}>
                {t('designer.review.action')}
              </Button>
            )}
          </span>
        )}
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded bg-white shadow-xs">
        <CardTabs tabs={tabs} selected={tab} onSelect={(id) => setTab(id as Tab)} />
        {tab === 'versions' ? (
          <div className="min-h-0 flex-1 overflow-auto p-3">
            <VersionsPanel
              moduleId={origin.moduleId}
              canEdit={access.canEdit}
              canPublish={access.canPublish}
              draftRevision={origin.status === 'draft' ? origin.revision : null}
              onOpenVersion={openVersion}
              onChanged={() => void onVersionsChanged()}
            />
          </div>
        ) : (
          // A phone stacks the editor over the preview and scrolls them together; wider screens set them side by side.
          <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto bg-slate-50 p-3 md:flex-row md:overflow-hidden">
            {widePreview ? null : tab === 'design' ? (
              <div className="flex w-full shrink-0 flex-col gap-2 md:w-[540px]">
                <SectionNav selected={section} onSelect={setSection} problemCounts={problemCounts} />
                <div className="min-h-0 flex-1 overflow-auto pr-1">
                  <VisualEditor bundle={draft.bundle} section={section} field={field} onSelectField={setField} {...sectionProps} />
                </div>
              </div>
            ) : (
              <div className="flex w-full shrink-0 flex-col md:w-[540px]">
                <JsonView text={draft.text} onChange={editor.setText} check={shownCheck} initialReveal={jsonReveal} readOnly={!access.canEdit} />
              </div>
            )}
            <div className="flex min-h-[520px] min-w-0 shrink-0 md:min-h-0 md:flex-1 md:shrink">
              <PreviewPane check={shownCheck} bundle={draft.bundle} onShowProblem={showProblem} wide={widePreview} onWide={setWidePreview} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
