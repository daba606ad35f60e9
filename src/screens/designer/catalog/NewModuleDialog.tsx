import { useState, type FormEvent } from 'react';
import type { LocalizedText } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../i18n/index.ts';
import type { DesignedModule } from '../../../../contracts/module-design.ts';
import { Labeled, LocalizedInput, TextInput } from '../editor/controls.tsx';
import { API_PATH, IDENTIFIER, SQL_NAME, suggestApiPath, suggestTable, type NewModuleInput } from '../model/new-bundle.ts';

export interface NewModuleDialogProps {
  open: boolean;
  /** Module ids, api paths and tables already taken. */
  modules: readonly DesignedModule[];
  tables: readonly string[];
  onClose: () => void;
  onCreate: (input: NewModuleInput) => void;
}

const EMPTY_TITLE: LocalizedText = { 'zh-CN': '', 'en-US': '' };

/** 新建模块: its id, titles, call path and table; the path and table follow the id until edited. */
export function NewModuleDialog({ open, modules, tables, onClose, onCreate }: NewModuleDialogProps) {
  const t = useT();
  const [moduleId, setModuleId] = useState('');
  const [title, setTitle] = useState<LocalizedText>(EMPTY_TITLE);
  const [apiPath, setApiPath] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const input: NewModuleInput = { moduleId, title, apiPath: apiPath ?? suggestApiPath(moduleId), table: table ?? suggestTable(moduleId) };

  const errors = {
    moduleId: !IDENTIFIER.test(moduleId) ? t('designer.hint.identifier') : modules.some((module) => module.moduleId === moduleId) ? t('designer.new.idTaken') : null,
    title: title['zh-CN'].trim() && title['en-US'].trim() ? null : t('designer.new.titleRequired'),
    apiPath: !API_PATH.test(input.apiPath) ? t('designer.hint.apiPath') : modules.some((module) => module.apiPath === input.apiPath) ? t('designer.new.apiPathTaken') : null,
    table: !SQL_NAME.test(input.table) ? t('designer.hint.sqlName') : tables.includes(input.table) ? t('designer.new.tableTaken') : null,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(errors).every((error) => error === null)) onCreate(input);
  };
  // The id is checked as it is typed; the rest once creating was tried.
  const shown = (key: keyof typeof errors) => (tried || (key === 'moduleId' && moduleId !== '') ? errors[key] : null);

  return (
    <Modal open={open} onClose={onClose} title={t('designer.new.title')} width={520}>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('designer.new.title')}>
        <Labeled label={t('designer.new.moduleId')} hint={t('designer.new.moduleIdHelp')} error={shown('moduleId')}>
          {(id) => <TextInput id={id} value={moduleId} onChange={(value) => setModuleId(value.trim())} placeholder="omSparePart" />}
        </Labeled>
        <Labeled label={t('designer.module.title')} error={shown('title')}>
          {() => <LocalizedInput label={t('designer.module.title')} value={title} onChange={(value) => setTitle(value ?? EMPTY_TITLE)} />}
        </Labeled>
        <div className="grid grid-cols-2 gap-3">
          <Labeled label={t('designer.module.apiPath')} error={shown('apiPath')}>
            {(id) => <TextInput id={id} value={input.apiPath} onChange={setApiPath} />}
          </Labeled>
          <Labeled label={t('designer.entity.table')} error={shown('table')}>
            {(id) => <TextInput id={id} value={input.table} onChange={setTable} />}
          </Labeled>
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary">
            {t('designer.new.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
