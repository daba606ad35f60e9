/**
 * Expression inputs of the designer: a field's computed value, conditions and dynamic default, a
 * section's conditions and the record rules. Each is checked as it is typed with the runtime's own
 * compiler (runtime/expression/), its message shown under the input with the character it is at
 * marked; only a text that checks is written to the bundle.
 */
import { useEffect, useId, useState } from 'react';
import {
  bundleExpressionEnv,
  compileExpression,
  isExpressionRule,
  type ExpectedResult,
  type ExpressionEnv,
  type ExpressionRuleDef,
  type FieldDef,
  type FormGroupDef,
  type ModuleBundle,
} from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useT } from '../../../../i18n/index.ts';
import { inputClass } from '../../../../renderers/input-class.ts';
import { Block, SelectInput, useFieldOptions } from '../controls.tsx';
import type { SectionProps } from './section-props.ts';

interface ExpressionInputProps {
  bundle: ModuleBundle;
  label: string;
  value: string | undefined;
  expected: ExpectedResult;
  readOnly: boolean;
  onCommit: (value: string | undefined) => void;
  /** What the expression reads when it is not the bundle's own record (the rows a transition creates records from). */
  env?: ExpressionEnv;
}

/** The first problem of a text, as the message and the 1-based character it is at; null when it checks. */
function firstProblem(env: ExpressionEnv, text: string, expected: ExpectedResult): { messageId: string; params: Record<string, unknown>; position: number } | null {
  if (text.trim() === '') return null;
  const result = compileExpression(text, env, expected);
  return result.ok ? null : (result.problems[0] ?? null);
}

export function ExpressionInput({ bundle, label, value, expected, readOnly, onCommit, env }: ExpressionInputProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const problem = firstProblem(env ?? bundleExpressionEnv(bundle), text, expected);
  const commit = () => {
    const next = text.trim() === '' ? undefined : text;
    if (next !== value && !problem) onCommit(next);
  };
  return (
    <div className="col-span-2">
      <label htmlFor={id} className="mb-0.5 block text-xs text-slate-500">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className={inputClass(Boolean(problem), 'h-7 w-full font-mono !text-xs')}
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setText(value ?? '');
        }}
      />
      {problem && (
        <div id={`${id}-problem`} role="alert" className="mt-0.5 text-[11px] leading-4 text-red-500">
          <pre className="overflow-hidden font-mono text-slate-500">
            {text.slice(0, problem.position - 1)}
            <mark className="bg-red-100 text-red-600 underline decoration-wavy">{text.slice(problem.position - 1, problem.position) || ' '}</mark>
            {text.slice(problem.position)}
          </pre>
          {t(problem.messageId, problem.params as Record<string, string | number>)}
        </div>
      )}
    </div>
  );
}

const FIELD_KEYS = ['compute', 'visibleWhen', 'requiredWhen', 'readOnlyWhen', 'defaultExpr'] as const;

/** A field's five expressions, for FieldEditor. */
export function FieldExpressionInputs({ bundle, field, readOnly, set }: { bundle: ModuleBundle; field: FieldDef; readOnly: boolean; set: (patch: Partial<FieldDef>) => void }) {
  const t = useT();
  return (
    <>
      {FIELD_KEYS.map((key) => (
        <ExpressionInput
          key={`${field.name}.${key}`}
          bundle={bundle}
          label={t(`designer.expr.${key}`)}
          value={field[key]}
          expected={key === 'compute' || key === 'defaultExpr' ? { kind: 'value', fieldType: field.type } : { kind: 'condition' }}
          readOnly={readOnly}
          onCommit={(value) => set({ [key]: value })}
        />
      ))}
      <p className="col-span-2 text-[11px] leading-4 text-slate-400">{t('designer.expr.help')}</p>
    </>
  );
}

/** A section's two conditions, for FormSection. */
export function GroupExpressionInputs({ bundle, group, readOnly, set }: { bundle: ModuleBundle; group: FormGroupDef; readOnly: boolean; set: (patch: Partial<FormGroupDef>) => void }) {
  const t = useT();
  return (
    <div className="mb-2 grid grid-cols-2 gap-x-3">
      {(['visibleWhen', 'readOnlyWhen'] as const).map((key) => (
        <ExpressionInput key={key} bundle={bundle} label={t(`designer.expr.${key}`)} value={group[key]} expected={{ kind: 'condition' }} readOnly={readOnly} onCommit={(value) => set({ [key]: value })} />
      ))}
    </div>
  );
}

const DEFAULT_RULE: ExpressionRuleDef = { expr: 'true', message: 'rule.amountTooLarge' };

/** Record rules written as expressions; the rules between two fields stay in RulesSection. */
export function ExpressionRulesSection({ bundle, edit, readOnly }: SectionProps) {
  const t = useT();
  const fields = useFieldOptions(bundle);
  const all = bundle.form.rules ?? [];
  const setRule = (index: number, rule: ExpressionRuleDef | undefined) =>
    edit((b) => ({ ...b, form: { ...b.form, rules: (b.form.rules ?? []).flatMap((item, at) => (at !== index ? [item] : rule ? [rule] : [])) } }));
  return (
    <Block title={t('designer.exprRules.title')} actions={!readOnly && <Button size="small" variant="text" onClick={() => edit((b) => ({ ...b, form: { ...b.form, rules: [...(b.form.rules ?? []), DEFAULT_RULE] } }))}>{t('designer.exprRules.add')}</Button>}>
      <p className="mb-2 text-[11px] text-slate-400">{t('designer.exprRules.help')}</p>
      {!all.some(isExpressionRule) && <p className="text-[11px] text-slate-400">{t('designer.exprRules.none')}</p>}
      {all.map((rule, index) =>
        isExpressionRule(rule) ? (
          <div key={index} className="mb-2 grid grid-cols-2 gap-x-3 gap-y-1 border-b border-slate-100 pb-2">
            <ExpressionInput bundle={bundle} label={t('designer.exprRules.expr')} value={rule.expr} expected={{ kind: 'condition' }} readOnly={readOnly} onCommit={(expr) => expr && setRule(index, { ...rule, expr })} />
            <SelectInput label={t('designer.exprRules.field')} value={rule.field} empty="—" options={fields} onChange={(field) => setRule(index, { expr: rule.expr, message: rule.message, ...(field ? { field } : {}) })} />
            <div className="flex items-end gap-2">
              <input aria-label={t('designer.exprRules.message')} className={inputClass(false, 'h-7 w-full font-mono !text-xs')} defaultValue={rule.message} readOnly={readOnly} onBlur={(event) => /^[a-zA-Z][a-zA-Z0-9_.]*$/.test(event.target.value) && setRule(index, { ...rule, message: event.target.value })} />
              {!readOnly && (
                <Button size="small" variant="text" className="!text-red-500" onClick={() => setRule(index, undefined)}>
                  {t('designer.remove')}
                </Button>
              )}
            </div>
          </div>
        ) : null,
      )}
    </Block>
  );
}
