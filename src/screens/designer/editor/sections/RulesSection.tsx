import { FORMAT_CATALOGUE, isExpressionRule, LOCALES, type CompareOperator, type CrossFieldRuleDef, type FieldType, type Locale, type ModuleBundle } from '../../../../../runtime/index.ts';
import { localeI18n } from '../../preview/locale-i18n.ts';
import { CATALOGS } from '../../../../../locales/catalogs.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { Block, SelectInput, useFieldOptions } from '../controls.tsx';
import { EditableRows } from './rows.tsx';
import type { SectionProps } from './section-props.ts';

const COMPARE_OPERATORS: readonly CompareOperator[] = ['lt', 'lte', 'gt', 'gte', 'eq', 'ne'];

/** Single-field checks of the rule catalogue: their messages say nothing about a second field. */
const FIELD_CHECK_MESSAGES = new Set([...Object.values(FORMAT_CATALOGUE).map((entry) => entry.messageId), ...['date', 'month', 'time', 'datetime'].map((name) => `rule.${name}`)]);

/** Business messages of the rule catalogue a rule may name instead of the generated one. */
const BUSINESS_MESSAGES = Object.keys(CATALOGS['zh-CN']).filter((id) => id.startsWith('rule.') && !FIELD_CHECK_MESSAGES.has(id) && !(CATALOGS['zh-CN'][id] ?? '').includes('{'));

const TIME_TYPES = new Set<FieldType>(['date', 'month', 'time', 'datetime']);
/** The broken comparison in words, per operator: for times (earlier/later) and for numbers and texts. */
const GENERATED: Record<CompareOperator, [time: string, other: string]> = {
  lt: ['designer.rule.before', 'designer.rule.less'],
  lte: ['designer.rule.notAfter', 'designer.rule.notGreater'],
  gt: ['designer.rule.after', 'designer.rule.greater'],
  gte: ['designer.rule.notBefore', 'designer.rule.notLess'],
  eq: ['designer.rule.same', 'designer.rule.same'],
  ne: ['designer.rule.different', 'designer.rule.different'],
};
const GENERATED_IDS = new Set(Object.values(GENERATED).flat());

/** The message a rule says when it fails, made from its operator and the field's type: it cannot contradict the rule. */
export function ruleMessageOf(op: CompareOperator, type: FieldType | undefined): string {
  return GENERATED[op][type !== undefined && TIME_TYPES.has(type) ? 0 : 1];
}

/**
 * Rules between two fields, checked when both have values: `field` must be `op` `other`, or
 * the message shows on `field`. The message is made from the comparison chosen (a business
 * message of the catalogue may replace it), shown in both languages.
 */
export function RulesSection({ bundle, edit, readOnly }: SectionProps) {
  const t = useT();
  const [locale] = useLocale();
  const fields = useFieldOptions(bundle);
  const rules = (bundle.form.rules ?? []).filter((rule): rule is CrossFieldRuleDef => !isExpressionRule(rule));
  // Expression rules are edited by ExpressionRulesSection; they are kept as they are here.
  const setRules = (next: CrossFieldRuleDef[]) => edit((b) => ({ ...b, form: { ...b.form, rules: [...next, ...(b.form.rules ?? []).filter(isExpressionRule)] } }));
  const labels = (rule: CrossFieldRuleDef, shown: Locale) => ({ label: labelOf(bundle, rule.field, shown), otherLabel: labelOf(bundle, rule.other, shown) });
  const first = fields[0]?.[0] ?? '';
  const typeOf = (name: string) => bundle.entity.fields.find((field) => field.name === name)?.type;
  return (
    <Block title={t('designer.section.rules')}>
      <p className="mb-2 text-[11px] text-slate-400">{t('designer.rules.help')}</p>
      <EditableRows
        kind="rule"
        items={rules}
        headers={[t('designer.rules.field'), t('designer.rules.op'), t('designer.rules.other'), t('designer.rules.message')]}
        columns="minmax(0,1fr) 74px minmax(0,1fr) minmax(0,1.4fr)"
        readOnly={readOnly}
        empty={t('designer.rules.none')}
        addLabel={t('designer.rules.add')}
        onAdd={first ? () => setRules([...rules, { field: first, op: 'lte', other: fields[1]?.[0] ?? first, message: ruleMessageOf('lte', typeOf(first)) }]) : undefined}
        onChange={setRules}
        renderRow={(rule, index) => {
          // A generated message follows the rule's operator and field; a business message stays as chosen.
          const set = (patch: Partial<CrossFieldRuleDef>) =>
            setRules(
              rules.map((item, at) => {
                if (at !== index) return item;
                const next = { ...item, ...patch };
                return GENERATED_IDS.has(item.message) && !patch.message ? { ...next, message: ruleMessageOf(next.op, typeOf(next.field)) } : next;
              }),
            );
          const generated = ruleMessageOf(rule.op, typeOf(rule.field));
          const messages = [generated, ...BUSINESS_MESSAGES, ...(rule.message === generated || BUSINESS_MESSAGES.includes(rule.message) ? [] : [rule.message])];
          return (
            <>
              <SelectInput label={t('designer.rules.field')} value={rule.field} options={fields} onChange={(field) => field && set({ field })} />
              <SelectInput label={t('designer.rules.op')} value={rule.op} options={COMPARE_OPERATORS.map((op) => [op, t(`designer.compare.${op}`)] as const)} onChange={(op) => op && set({ op })} />
              <SelectInput label={t('designer.rules.other')} value={rule.other} options={fields} onChange={(other) => other && set({ other })} />
              <span title={LOCALES.map((shown) => localeI18n(shown)._(rule.message, labels(rule, shown))).join('\n')}>
                <SelectInput
                  label={t('designer.rules.message')}
                  value={rule.message}
                  options={messages.map((id) => [id, t(id, labels(rule, locale))] as const)}
                  onChange={(message) => message && set({ message })}
                />
              </span>
            </>
          );
        }}
      />
    </Block>
  );
}

function labelOf(bundle: ModuleBundle, name: string, locale: Locale): string {
  return bundle.entity.fields.find((field) => field.name === name)?.label[locale] || name;
}
