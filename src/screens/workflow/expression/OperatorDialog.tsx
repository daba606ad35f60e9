import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { OPERATORS, operatorText } from './function-call.ts';

/** The operator picker (350x505): a click inserts the operator and closes. */
export function OperatorDialog({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (operator: string) => void }) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('wf.expr.operator')} width={350} height={505}>
      <div className="grid grid-cols-3 gap-2">
        {OPERATORS.map((operator) => (
          <button
            key={operator}
            type="button"
            className="h-10 rounded border border-slate-200 font-mono text-sm text-slate-700 hover:border-primary-400 hover:bg-primary-50 hover:text-primary-700"
            onClick={() => {
              onPick(operatorText(operator));
              onClose();
            }}
          >
            {operator}
          </button>
        ))}
      </div>
    </Modal>
  );
}
