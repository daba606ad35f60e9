import { useId } from 'react';
import { useT } from '../../../i18n/hooks.ts';
import { CommonOpinionPicker } from '../submit/CommonOpinionPicker.tsx';

export interface OpinionFieldProps {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Label id; default 'wf.opinion' (handling opinion). */
  labelId?: string;
  /** Shows the common-opinion picker beside the label. */
  withCommon?: boolean;
  rows?: number;
  /** Shown in the empty box: what is sent when nothing is typed. */
  placeholder?: string;
}

/** The opinion (or reason) text of the workflow dialogs. */
export function OpinionField({ value, onChange, required = false, labelId = 'wf.opinion', withCommon = false, rows = 3, placeholder }: OpinionFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div>
      <div className="mb-1 flex items-center justify-between">
        <label htmlFor={id} className="text-sm text-slate-600">
          {required && <span className="mr-0.5 text-red-500">*</span>}
          {t(labelId)}
        </label>
        {withCommon && <CommonOpinionPicker opinion={value} onPick={onChange} />}
      </div>
      <textarea
        id={id}
        rows={rows}
        maxLength={500}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="w-full resize-none rounded border border-slate-300 px-3 py-2 text-sm outline-none focus:border-primary-500 focus:ring-2 focus:ring-primary-100"
      />
    </div>
  );
}
