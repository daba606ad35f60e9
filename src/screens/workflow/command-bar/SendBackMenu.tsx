import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { WfCommand } from '../../../../contracts/workflow.ts';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/hooks.ts';

export interface SendBackMenuProps {
  commands: readonly WfCommand[];
  label: (command: WfCommand) => string;
  onCommand: (command: WfCommand) => void;
  busy: boolean;
}

/** The send-back variants (to a chosen step, to the submitter, to the starter) under one 退回 button. */
export function SendBackMenu({ commands, label, onCommand, busy }: SendBackMenuProps) {
  const t = useT();
  if (commands.length === 0) return null;
  return (
    <Menu as="div" className="relative">
      <MenuButton
        disabled={busy}
        className="inline-flex h-8 items-center gap-1.5 rounded border border-slate-300 bg-white px-4 text-sm text-slate-700 outline-none hover:border-primary-500 hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {t('workflow.command.sendBack')}
        <ChevronDownIcon size={14} className="text-slate-400" />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-[2100] mt-1 min-w-40 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg outline-none">
        {commands.map((command) => (
          <MenuItem key={`${command.oprNo}-${command.oprName}`}>
            <button type="button" className="block w-full px-3 py-1.5 text-left data-focus:bg-primary-50 data-focus:text-primary-600" onClick={() => onCommand(command)}>
              {label(command)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
