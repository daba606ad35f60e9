import { useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { FunctionDialog } from './FunctionDialog.tsx';
import { insertAt } from './function-call.ts';
import { OperatorDialog } from './OperatorDialog.tsx';

export interface ExpressionEditorProps {
  value: string;
  onChange: (value: string) => void;
  moduleId: string;
  grpNo: string;
  label: string;
}

/**
 * The condition-expression builder (spec 02 §2): a 10-row text area with clear, insert
 * operator and insert function. It edits text only; the server parses and evaluates it.
 */
export function ExpressionEditor({ value, onChange, moduleId, grpNo, label }: ExpressionEditorProps) {
  const t = useT();
  const area = useRef<HTMLTextAreaElement>(null);
  // The caret as it was when a picker opened: focus leaves the text area meanwhile.
  const selection = useRef({ start: value.length, end: value.length });
  const [picker, setPicker] = useState<'operator' | 'function' | null>(null);

  const remember = () => {
    const element = area.current;
    if (element) selection.current = { start: element.selectionStart, end: element.selectionEnd };
  };
  const insert = (text: string) => {
    const { start, end } = selection.current;
    const next = insertAt(value, Math.min(start, value.length), Math.min(end, value.length), text);
    onChange(next.value);
    selection.current = { start: next.caret, end: next.caret };
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const open = (kind: 'operator' | 'function') => {
    remember();
    setPicker(kind);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <span className="text-sm text-slate-600">{label}</span>
        <span className="flex gap-1">
          <Button size="small" onClick={() => onChange('')}>
            {t('wf.expr.clear')}
          </Button>
          <Button size="small" onClick={() => open('operator')}>
            {t('wf.expr.operator')}
          </Button>
          <Button size="small" onClick={() => open('function')}>
            {t('wf.expr.function')}
          </Button>
        </span>
      </div>
      <textarea
        ref={area}
        aria-label={label}
        rows={10}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onSelect={remember}
        onBlur={remember}
        placeholder={t('wf.expr.placeholder')}
        className="w-full resize-y rounded border border-slate-300 px-2 py-1.5 font-mono text-xs leading-5 outline-none focus:border-primary-500 focus:ring-2 focus:ring-primary-100"
      />
      <OperatorDialog open={picker === 'operator'} onClose={() => setPicker(null)} onPick={insert} />
      <FunctionDialog open={picker === 'function'} onClose={() => setPicker(null)} onPick={insert} moduleId={moduleId} grpNo={grpNo} />
    </div>
  );
}
