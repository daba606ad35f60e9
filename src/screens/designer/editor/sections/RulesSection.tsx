import { FORMAT_CATALOGUE, isExpressionRule, LOCALES, type CompareOperator, type CrossFieldRuleDef, type Locale, type ModuleBundle } from '../../../../../runtime/index.ts';
import { localeI18n } from '../../preview/locale-i18n.ts';
import { CATALOGS } from '../../../../../locales/catalogs.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { Block, SelectInput, useFieldOptions } from '../controls.tsx';
import { EditableRows } from './rows.tsx';
import type { SectionProps } from './section-props.ts';

const DEFAULT_MESSAGE = 'designer.rule.notAfter';
const COMPARE_OPERATORS: readonly CompareOperator[] = ['lt', 'lte', 'gt', 'gte', 'eq', 'ne'];

/** Single-field checks of the rule catalogue: their messages say nothing about a second field. */
const FIELD_CHECK_MESSAGES = new Set([...Object.values(FORMAT_CATALOGUE).map((entry) => entry.messageId), ...['date', 'month', 'time', 'datetime'].map((name) => `rule.${name}`)]);

/**
 * Messages a rule can name (a bundle holds message ids, not texts): the designer's comparisons,
 * which name both fields, and the business messages of the rule catalogue.
 */
const RULE_MESSAGES = Object.keys(CATALOGS['zh-CN']).filter(
  (id) => id.startsWith('designer.rule.') || (id.startsWith('rule.') && !FIELD_CHECK_MESSAGES.has(id) && !(CATALOGS['zh-CN'][id] ?? '').includes('{')),
);

/**
 * Rules between two fields, checked when both have values: `field` must be `op` `other`, or
 * the chosen message shows on `field`. The message is picked from the catalogue, shown in
 * both languages.
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
        onAdd={first ? () => setRules([...rules, { field: first, op: 'lte', other: fields[1]?.[0] ?? first, message: DEFAULT_MESSAGE }]) : undefined}
        onChange={setRules}
        renderRow={(rule, index) => {
          const set = (patch: Partial<CrossFieldRuleDef>) => setRules(rules.map((item, at) => (at === index ? { ...item, ...patch } : item)));
          return (
            <>
              <SelectInput label={t('designer.rules.field')} value={rule.field} options={fields} onChange={(field) => field && set({ field })} />
              <SelectInput label={t('designer.rules.op')} value={rule.op} options={COMPARE_OPERATORS.map((op) => [op, t(`designer.compare.${op}`)] as const)} onChange={(op) => op && set({ op })} />
              <SelectInput label={t('designer.rules.other')} value={rule.other} options={fields} onChange={(other) => other && set({ other })} />
              <span title={LOCALES.map((shown) => localeI18n(shown)._(rule.message, labels(rule, shown))).join('\n')}>
                <SelectInput
                  label={t('designer.rules.message')}
                  value={rule.message}
                  options={RULE_MESSAGES.map((id) => [id, t(id, labels(rule, locale))] as const)}
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
