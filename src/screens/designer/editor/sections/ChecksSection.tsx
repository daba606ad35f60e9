/**
 * Cross-record checks (bundle `checks`) without JSON: each reads "the sum of the left terms must
 * be <op> the sum of the right terms", run on save or before the workflow starts, refused with a
 * message that follows the comparison chosen (or one of the catalogue's business messages).
 */
import type { CheckTermDef, CompareOperator, ModuleBundle, RecordCheckDef } from '../../../../../runtime/index.ts';
import { CATALOGS } from '../../../../../locales/catalogs.ts';
import { Button } from '../../../../components/Button.tsx';
import { useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { IDENTIFIER } from '../../model/new-bundle.ts';
import { Block, CommitInput, Labeled, SelectInput, useFieldOptions } from '../controls.tsx';
import { CheckTermEditor } from './CheckTermEditor.tsx';
import type { SectionProps } from './section-props.ts';

const COMPARE_OPERATORS: readonly CompareOperator[] = ['lt', 'lte', 'gt', 'gte', 'eq', 'ne'];
const MAX_TERMS = 4;

/** The message a refused check says by default: the broken comparison, in words. */
export function checkMessageOf(op: CompareOperator): string {
  return `check.compare.${op}`;
}

/** Business messages of earlier checks (check.*) beside the generated one; the generated ones of other operators would contradict the rule. */
const BUSINESS_MESSAGES = Object.keys(CATALOGS['zh-CN']).filter((id) => id.startsWith('check.') && !id.startsWith('check.compare.'));

function freshName(checks: readonly RecordCheckDef[]): string {
  for (let n = checks.length + 1; ; n++) if (!checks.some((check) => check.name === `check${n}`)) return `check${n}`;
}

function Terms({ bundle, context, terms, onChange, label }: Pick<SectionProps, 'bundle' | 'context'> & { terms: CheckTermDef[]; onChange: (terms: CheckTermDef[]) => void; label: string }) {
  const t = useT();
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      <p className="text-xs text-slate-500">{label}</p>
      {terms.map((term, index) => (
        <CheckTermEditor
          key={index}
          bundle={bundle}
          context={context}
          term={term}
          onChange={(next) => onChange(terms.map((item, at) => (at === index ? next : item)))}
          onRemove={terms.length > 1 ? () => onChange(terms.filter((_, at) => at !== index)) : undefined}
        />
      ))}
      {terms.length < MAX_TERMS && (
        <Button size="small" variant="text" className="self-start" onClick={() => onChange([...terms, { value: 0 }])}>
          {t('designer.authoring.termAdd')}
        </Button>
      )}
    </div>
  );
}

export function ChecksSection({ bundle, edit, context, readOnly }: SectionProps) {
  const t = useT();
  const fields = useFieldOptions(bundle);
  const checks = bundle.checks ?? [];
  const setChecks = (next: RecordCheckDef[]) => edit((b): ModuleBundle => withoutUndefined({ ...b, checks: next.length ? next : undefined }));
  const setCheck = (index: number, patch: Partial<RecordCheckDef>) => setChecks(checks.map((check, at) => (at === index ? withoutUndefined({ ...check, ...patch }) : check)));
  const first = fields.find(([name]) => name !== bundle.entity.primaryKey)?.[0] ?? bundle.entity.primaryKey;
  const add = () => setChecks([...checks, { name: freshName(checks), left: [{ field: first }], op: 'lte', right: [{ value: 0 }], field: first, message: checkMessageOf('lte') }]);

  return (
    <Block title={t('designer.authoring.checks')} actions={!readOnly && <Button size="small" variant="text" onClick={add}>{t('designer.authoring.checkAdd')}</Button>}>
      <p className="mb-2 text-[11px] text-slate-400">{t('designer.authoring.checksHelp')}</p>
      {checks.length === 0 && <p className="text-[11px] text-slate-400">{t('designer.authoring.noChecks')}</p>}
      {checks.map((check, index) => {
        const generated = checkMessageOf(check.op);
        const messages = [generated, ...BUSINESS_MESSAGES, ...(check.message === generated || BUSINESS_MESSAGES.includes(check.message) ? [] : [check.message])];
        return (
          <div key={index} role="group" aria-label={`${t('designer.authoring.check')} ${index + 1}`} className="mb-2 flex flex-col gap-2 border-b border-slate-100 pb-2">
            <div className="grid grid-cols-3 gap-x-3 gap-y-2">
              <Labeled label={t('designer.authoring.checkName')}>
                {(id) => <CommitInput id={id} value={check.name} validate={(name) => (!IDENTIFIER.test(name) ? t('designer.hint.identifier') : checks.some((other, at) => at !== index && other.name === name) ? t('designer.authoring.checkNameTaken') : null)} onCommit={(name) => setCheck(index, { name })} />}
              </Labeled>
              <Labeled label={t('designer.authoring.checkWhen')}>
                {(id) => <SelectInput id={id} value={check.when ?? 'save'} options={[['save', t('designer.authoring.checkOnSave')], ['beforeWorkflowStart', t('designer.authoring.checkBeforeWorkflow')]] as const} onChange={(when) => setCheck(index, { when: when === 'beforeWorkflowStart' ? when : undefined })} />}
              </Labeled>
              <Labeled label={t('designer.authoring.checkField')}>{(id) => <SelectInput id={id} value={check.field} empty={t('designer.authoring.checkWholeRecord')} options={fields} onChange={(field) => setCheck(index, { field })} />}</Labeled>
            </div>
            <Terms bundle={bundle} context={context} label={t('designer.authoring.checkLeft')} terms={check.left} onChange={(left) => setCheck(index, { left })} />
            <Labeled label={t('designer.authoring.checkOp')}>
              {(id) => (
                <SelectInput
                  id={id}
                  value={check.op}
                  options={COMPARE_OPERATORS.map((op) => [op, t(`designer.compare.${op}`)] as const)}
                  // The message follows the comparison unless the analyst chose a business message.
                  onChange={(op) => op && setCheck(index, { op, message: check.message === generated ? checkMessageOf(op) : check.message })}
                />
              )}
            </Labeled>
            <Terms bundle={bundle} context={context} label={t('designer.authoring.checkRight')} terms={check.right} onChange={(right) => setCheck(index, { right })} />
            <div className="flex items-end gap-2">
              <Labeled label={t('designer.authoring.checkMessage')} className="flex-1">
                {(id) => <SelectInput id={id} value={check.message} options={messages.map((message) => [message, t(message, { check: check.name, left: 'A', right: 'B' })] as const)} onChange={(message) => message && setCheck(index, { message })} />}
              </Labeled>
              {!readOnly && (
                <Button size="small" variant="text" className="!text-red-500" onClick={() => setChecks(checks.filter((_, at) => at !== index))}>
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
