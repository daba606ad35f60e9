/**
 * Record guards (bundle `guards`, docs/bundle-format.md 'Record guards') without JSON: each a
 * condition over the stored record, the operations refused while it holds, and the message the
 * refusal says, picked from the catalog in the analyst's words.
 */
import { FORMAT_NAMES, type GuardedOperation, type ModuleBundle, type RecordGuardDef } from '../../../../../runtime/index.ts';
import { CATALOGS } from '../../../../../locales/catalogs.ts';
import { Button } from '../../../../components/Button.tsx';
import { useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { problemsUnder } from '../../model/problem-where.ts';
import { Block, Check, Labeled, SelectInput } from '../controls.tsx';
import { ExpressionInput } from './ExpressionInput.tsx';
import { ItemProblems } from './ItemProblems.tsx';
import type { SectionProps } from './section-props.ts';

const MAX_GUARDS = 10;
const OPERATIONS: readonly GuardedOperation[] = ['edit', 'delete'];
const DEFAULT_GUARD_MESSAGE = 'rule.recordLocked';
const NOT_GUARD_MESSAGES = new Set([...FORMAT_NAMES, 'date', 'month', 'time', 'datetime'].map((name) => `rule.${name}`));

/** Record messages of the catalog that read whole without parameters: what a refusal may say. */
const GUARD_MESSAGES = Object.entries(CATALOGS['zh-CN'])
  .filter(([id, text]) => id.startsWith('rule.') && !text.includes('{') && !NOT_GUARD_MESSAGES.has(id))
  .map(([id]) => id);

/** A new guard: it holds while the first yes/no field is set, or never until the analyst writes its condition. */
function newGuard(bundle: ModuleBundle): RecordGuardDef {
  const flag = bundle.entity.fields.find((field) => field.type === 'boolean');
  return { when: flag ? flag.name : 'false', refuse: ['edit', 'delete'], message: DEFAULT_GUARD_MESSAGE };
}

export function GuardsEditor({ bundle, edit, readOnly, problems = [] }: SectionProps) {
  const t = useT();
  const guards = bundle.guards ?? [];
  const setGuards = (next: RecordGuardDef[]) => edit((b): ModuleBundle => withoutUndefined({ ...b, guards: next.length ? next : undefined }));
  const setGuard = (index: number, patch: Partial<RecordGuardDef>) => setGuards(guards.map((guard, at) => (at === index ? { ...guard, ...patch } : guard)));
  const toggle = (guard: RecordGuardDef, operation: GuardedOperation, on: boolean) => OPERATIONS.filter((item) => (item === operation ? on : guard.refuse.includes(item)));

  return (
    <Block title={t('designer.guards.title')} actions={!readOnly && guards.length < MAX_GUARDS && <Button size="small" variant="text" onClick={() => setGuards([...guards, newGuard(bundle)])}>{t('designer.guards.add')}</Button>}>
      <p className="mb-2 text-[11px] text-slate-400">{t('designer.guards.help')}</p>
      {guards.length === 0 && <p className="text-[11px] text-slate-400">{t('designer.guards.none')}</p>}
      {guards.map((guard, index) => {
        const messages = GUARD_MESSAGES.includes(guard.message) ? GUARD_MESSAGES : [...GUARD_MESSAGES, guard.message];
        return (
          <div key={index} role="group" aria-label={`${t('designer.guards.guard')} ${index + 1}`} className="mb-2 grid grid-cols-2 gap-x-3 gap-y-1.5 border-b border-slate-100 pb-2">
            <div className="col-span-2">
              <ItemProblems label={t('designer.guards.problems')} problems={problemsUnder(problems, `/guards/${index}`)} />
            </div>
            <ExpressionInput bundle={bundle} label={t('designer.guards.when')} value={guard.when} expected={{ kind: 'condition' }} readOnly={readOnly} onCommit={(when) => when && setGuard(index, { when })} />
            <div role="group" aria-label={t('designer.guards.refuse')} className="flex items-center gap-3">
              <span className="text-xs text-slate-500">{t('designer.guards.refuse')}</span>
              {OPERATIONS.map((operation) => (
                <Check
                  key={operation}
                  label={t(`designer.guards.refuse.${operation}`)}
                  checked={guard.refuse.includes(operation)}
                  // A guard refuses at least one operation: the last one cannot be unticked.
                  onChange={(on) => {
                    const refuse = toggle(guard, operation, on);
                    if (refuse.length > 0) setGuard(index, { refuse });
                  }}
                />
              ))}
            </div>
            <div className="flex items-end gap-2">
              <Labeled label={t('designer.guards.message')} className="flex-1">
                {(id) => <SelectInput id={id} value={guard.message} options={messages.map((message) => [message, t(message)] as const)} onChange={(message) => message && setGuard(index, { message })} />}
              </Labeled>
              {!readOnly && (
                <Button size="small" variant="text" className="!text-red-500" onClick={() => setGuards(guards.filter((_, at) => at !== index))}>
                  {t('designer.remove')}
                </Button>
              )}
            </div>
          </div>
        );
      })}
    </Block>
  );
}
