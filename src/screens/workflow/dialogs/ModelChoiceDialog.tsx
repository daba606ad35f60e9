import { useEffect, useState } from 'react';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import type { WfModelRef } from '../../../../contracts/workflow.ts';

/** Starting a record whose module has several published models: which one to run. */
export function ModelChoiceDialog({ models, onClose, onChoose }: { models: readonly WfModelRef[] | null; onClose: () => void; onChoose: (model: WfModelRef) => void }) {
  const t = useT();
  const [chosen, setChosen] = useState('');

  useEffect(() => setChosen(''), [models]);

  const confirm = () => {
    const model = models?.find((item) => item.id === chosen);
    if (!model) return void toast.warning(t('wf.chooseModel'));
    onChoose(model);
  };

  return (
    <Modal
      open={models !== null}
      onClose={onClose}
      title={t('wf.chooseModel.title')}
      width={600}
      height={250}
      footer={<DialogButtons onCancel={onClose} onConfirm={confirm} />}
    >
      <div role="radiogroup" aria-label={t('wf.chooseModel.title')} className="flex flex-col gap-2 text-sm">
        {models?.map((model) => (
          <label key={model.id} className="flex cursor-pointer items-center gap-2 rounded border border-slate-200 px-3 py-2 hover:border-primary-300">
            <input type="radio" name="wf-model" className="accent-primary-600" checked={chosen === model.id} onChange={() => setChosen(model.id)} />
            {model.name || model.id}
          </label>
        ))}
      </div>
    </Modal>
  );
}
