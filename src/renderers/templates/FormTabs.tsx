import type { ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useT } from '../../i18n/index.ts';
import type { FormTabLayout, IndexedGroup } from './form-grid.ts';

export interface FormTabsProps {
  tabs: readonly FormTabLayout[];
  section: (entry: IndexedGroup) => ReactNode;
  /** How many fields of a tab have a message, shown on the tab so a hidden message is found. */
  errorCount: (fields: readonly string[]) => number;
}

/**
 * The form's tabs (Headless UI: arrow keys move between tabs, Home/End to the ends). Every
 * panel stays mounted while hidden, so a field keeps its state and its value is validated and
 * saved whichever tab is shown.
 */
export function FormTabs({ tabs, section, errorCount }: FormTabsProps) {
  const t = useT();
  return (
    <TabGroup>
      <TabList className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const errors = errorCount(tab.groups.flatMap(({ group }) => group.fields));
          return (
            <Tab
              key={tab.label}
              className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-4 py-2 text-sm text-slate-600 outline-none hover:text-primary-600 focus-visible:ring-2 focus-visible:ring-primary-500 data-selected:border-primary-500 data-selected:font-medium data-selected:text-primary-600"
            >
              {tab.label}
              {errors > 0 && (
                <span className="rounded-full bg-red-100 px-1.5 text-[10px] leading-4 text-red-600" aria-label={t('form.tabErrors', { count: errors })}>
                  {errors}
                </span>
              )}
            </Tab>
          );
        })}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.label} unmount={false} className="flex flex-col gap-2 outline-none">
            {tab.groups.map(section)}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
