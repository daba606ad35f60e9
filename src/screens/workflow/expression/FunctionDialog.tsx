import { useEffect, useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLoad } from '../../../api/use-load.ts';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { findEntityFields, findExtMethods, type EntityField, type ExtMethod } from '../api/designer-calls.ts';
import { BUILTIN_NAMES, functionCall, paramSlots } from './function-call.ts';
import { ChoiceList, ParamInput } from './function-parts.tsx';
import { Select } from '../../../components/Select.tsx';

/** The function being built: its name and parameter texts. */
interface Chosen {
  name: string;
  params: string[];
}

const FIELD_GETTERS = ['getValStr', 'getValInt', 'getValNumber'];
const SQL_GETTERS = ['getValStrBySql', 'getValIntBySql', 'getValNumberBySql', 'getValListBySql', 'getValMapBySql'];
const TABS = ['dictionary', 'builtin', 'java', 'sql'] as const;
const NO_FIELDS: EntityField[] = [];
const NO_METHODS: ExtMethod[] = [];

function blank(name: string): Chosen {
  return { name, params: Array.from({ length: paramSlots(name).total }, () => '') };
}

export interface FunctionDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (text: string) => void;
  moduleId: string;
  grpNo: string;
}

/**
 * The function picker (650 wide) with the four tabs of the workflow condition picker: the
 * module's fields (data dictionary), the built-in functions, custom Java conditions
 * (extension methods) and custom SQL. It inserts the call text with quoted parameters.
 */
export function FunctionDialog({ open, onClose, onPick, moduleId, grpNo }: FunctionDialogProps) {
  const t = useT();
  const [tab, setTab] = useState(0);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const fields = useLoad(async () => (await findEntityFields(moduleId)).filter((field) => !field.inlineList), [moduleId], { enabled: open, report: true }).data ?? NO_FIELDS;
  const methods = useLoad(() => findExtMethods(grpNo, 'conditionGeter'), [grpNo], { enabled: open, report: true }).data ?? NO_METHODS;

  useEffect(() => {
    if (!open) return;
    setTab(0);
    setChosen(null);
  }, [open]);

  const setParam = (index: number, value: string) => setChosen((current) => current && { ...current, params: current.params.map((param, i) => (i === index ? value : param)) });
  const confirm = () => {
    if (!chosen?.name) return void toast.warning(t('wf.expr.selectFunction'));
    const missing = chosen.params.slice(0, paramSlots(chosen.name).required).some((param) => param.trim() === '');
    if (missing) return void toast.warning(t('wf.expr.paramRequired'));
    onPick(functionCall(chosen.name, chosen.params));
    onClose();
  };
  const getter = (names: readonly string[]) => (
    <Select
      label={t('wf.expr.getter')}
      size="h-8 w-56"
      value={chosen && names.includes(chosen.name) ? chosen.name : (names[0] ?? '')}
      options={names.map((name) => ({ value: name, label: name }))}
      onChange={(name) => setChosen({ name, params: chosen?.params ?? [''] })}
    />
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('wf.expr.function')}
      width={650}
      height={560}
      footer={<DialogButtons onCancel={onClose} onConfirm={confirm} />}
    >
      <TabGroup
        selectedIndex={tab}
        onChange={(index) => {
          setTab(index);
          setChosen(null);
        }}
      >
        <TabList className="mb-3 flex gap-1 border-b border-slate-200">
          {TABS.map((name) => (
            <Tab key={name} className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 outline-none data-[selected]:border-primary-600 data-[selected]:text-primary-600">
              {t(`wf.expr.tab.${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="text-sm">
          <TabPanel className="flex flex-col gap-3">
            <ChoiceList items={fields.map((field) => ({ id: field.name, label: field.label, hint: field.name }))} chosen={chosen?.params[0]} onChoose={(id) => setChosen({ name: chosen?.name && FIELD_GETTERS.includes(chosen.name) ? chosen.name : 'getValStr', params: [id] })} />
            <div className="flex items-center gap-2">
              {getter(FIELD_GETTERS)}
              <ParamInput label={t('wf.expr.fieldName')} value={chosen?.params[0] ?? ''} onChange={(value) => setChosen({ name: chosen?.name || 'getValStr', params: [value] })} />
            </div>
          </TabPanel>
          <TabPanel className="flex flex-col gap-3">
            <ChoiceList items={BUILTIN_NAMES.map((name) => ({ id: name, label: t(`wf.fn.${name}`), hint: name }))} chosen={chosen?.name} onChoose={(name) => setChosen(blank(name))} />
            {chosen?.params.map((param, index) => (
              <ParamInput key={index} label={t('wf.expr.param', { n: index + 1 })} value={param} onChange={(value) => setParam(index, value)} />
            ))}
          </TabPanel>
          <TabPanel className="flex flex-col gap-3">
            <ChoiceList items={methods.map((method) => ({ id: method.name, label: method.desc, hint: method.name }))} chosen={chosen?.params[0]} onChoose={(id) => setChosen({ name: 'getConditionByJava', params: [id] })} />
            <ParamInput label={t('wf.expr.javaClass')} value={chosen?.params[0] ?? ''} onChange={(value) => setChosen({ name: 'getConditionByJava', params: [value] })} />
          </TabPanel>
          <TabPanel className="flex flex-col gap-3">
            <p className="text-xs text-slate-500">{t('wf.expr.sqlHint')}</p>
            <div className="flex items-center gap-2">
              {getter(SQL_GETTERS)}
              <ParamInput label={t('wf.expr.sql')} value={chosen?.params[0] ?? ''} onChange={(value) => setChosen({ name: chosen?.name || 'getValStrBySql', params: [value] })} />
            </div>
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}
