import { useState } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { reportError } from '../../../api/report-error.ts';
import { CloseIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { addCommonOpinion, deleteCommonOpinion, findCommonOpinions } from '../api/command-calls.ts';

type Phrase = { pkValue: string; desc: string };

/**
 * The user's common opinions: pick one into the opinion box, save the current text as a new
 * phrase (empty text is skipped), or delete one.
 */
export function CommonOpinionPicker({ opinion, onPick }: { opinion: string; onPick: (text: string) => void }) {
  const t = useT();
  const [phrases, setPhrases] = useState<Phrase[] | null>(null);

  const load = () => {
    findCommonOpinions()
      .then(setPhrases)
      .catch((error: unknown) => {
        setPhrases([]);
        reportError(error);
      });
  };
  const add = async () => {
    if (opinion.trim() === '') return;
    try {
      await addCommonOpinion(opinion.trim());
      load();
    } catch (error) {
      reportError(error);
    }
  };
  const remove = async (phrase: Phrase) => {
    try {
      await deleteCommonOpinion(phrase.pkValue);
      setPhrases((list) => list?.filter((item) => item.pkValue !== phrase.pkValue) ?? null);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Popover className="relative">
      <PopoverButton onClick={load} className="text-sm text-primary-600 hover:text-primary-500 focus:outline-none">
        {t('wf.commonOpinion')}
      </PopoverButton>
      <PopoverPanel anchor={{ to: 'bottom end', gap: 4 }} className="z-[2100] w-72 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
        {({ close }) => (
          <div className="flex flex-col gap-1">
            {phrases === null ? (
              <Spinner className="self-center py-3" />
            ) : phrases.length === 0 ? (
              <p className="py-3 text-center text-xs text-slate-400">{t('common.noData')}</p>
            ) : (
              <ul className="max-h-56 overflow-auto">
                {phrases.map((phrase) => (
                  <li key={phrase.pkValue || phrase.desc} className="group flex items-center gap-1 rounded hover:bg-primary-50">
                    <button
                      type="button"
                      className="min-w-0 flex-1 truncate px-2 py-1.5 text-left text-sm text-slate-700"
                      onClick={() => {
                        onPick(phrase.desc);
                        close();
                      }}
                    >
                      {phrase.desc}
                    </button>
                    <button type="button" aria-label={t('wf.commonOpinion.delete')} className="p-1 text-slate-300 hover:text-red-500" onClick={() => void remove(phrase)}>
                      <CloseIcon size={12} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" disabled={opinion.trim() === ''} className="mt-1 border-t border-slate-100 pt-2 text-left text-xs text-primary-600 disabled:text-slate-300" onClick={() => void add()}>
              + {t('wf.commonOpinion.add')}
            </button>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
