import { useState } from 'react';
import { formatNumber, parseNumbering, type FieldDef, type NumberingReset, type UniqueScope } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { Labeled, SelectInput, TextInput } from '../controls.tsx';

const RESETS: readonly NumberingReset[] = ['day', 'month', 'year', 'never'];
const TOKENS = ['{yyyy}', '{yy}', '{MM}', '{dd}', '{yyyyMMdd}', '{seq:N}', '{field:name}'];

/** The sample shown under the pattern: the third number of today, or why the pattern is refused. */
function useSample(field: FieldDef): { sample?: string; problem?: string } {
  const t = useT();
  if (!field.numbering) return {};
  const parsed = parseNumbering(field.numbering);
  if ('problem' in parsed) return { problem: t(parsed.problem.messageId, parsed.problem.params) };
  // A field token shows its first code, as a record with that value would be numbered.
  const values = Object.fromEntries(Object.entries(parsed.rule.fieldCodes).map(([name, codes]) => [name, Object.keys(codes)[0] ?? '']));
  return { sample: t('keys.numbering.sample', { sample: formatNumber(parsed.rule, new Date(), 3, values) }) };
}

/**
 * A field's numbering rule (text fields: pattern with a live sample, reset) and its uniqueness
 * (docs/bundle-format.md, Numbering and Unique keys).
 */
export function KeySettings({ field, orgScoped, onChange }: { field: FieldDef; orgScoped: boolean; onChange: (patch: Partial<FieldDef>) => void }) {
  const t = useT();
  // The pattern as typed: the bundle keeps it even while it is refused, so the check points at it.
  const [pattern, setPattern] = useState(field.numbering?.pattern ?? '');
  const { sample, problem } = useSample(field);
  const scope: UniqueScope | undefined = field.unique === undefined || field.unique === false ? undefined : field.unique === true ? (orgScoped ? 'org' : 'global') : field.unique.scope;
  const scopes: [UniqueScope, string][] = [...(orgScoped ? [['org', t('keys.unique.org')] as [UniqueScope, string]] : []), ['global', t('keys.unique.global')]];
  const setPatternText = (text: string) => {
    setPattern(text);
    onChange({ numbering: text.trim() === '' ? undefined : { ...field.numbering, pattern: text } });
  };
  return (
    <>
      {field.type === 'text' && (
        <>
          <Labeled label={t('keys.numbering.pattern')} hint={`${t('keys.numbering.patternHelp')} ${TOKENS.join(' ')}`} error={problem}>
            {(id) => <TextInput id={id} value={pattern} placeholder="QX{yyyyMMdd}{seq:3}" onChange={setPatternText} />}
          </Labeled>
          <Labeled label={t('keys.numbering.reset')} hint={sample}>
            {(id) => (
              <SelectInput
                id={id}
                value={field.numbering?.reset}
                empty={t('keys.numbering.reset.auto')}
                options={RESETS.map((reset) => [reset, t(`keys.numbering.reset.${reset}`)] as const)}
                onChange={(reset) => field.numbering && onChange({ numbering: { ...field.numbering, reset } })}
              />
            )}
          </Labeled>
        </>
      )}
      <Labeled label={t('keys.unique.title')}>
        {(id) => <SelectInput id={id} value={scope} empty={t('keys.unique.none')} options={scopes} onChange={(next) => onChange({ unique: next === undefined ? undefined : next === (orgScoped ? 'org' : 'global') ? true : { scope: next } })} />}
      </Labeled>
    </>
  );
}
