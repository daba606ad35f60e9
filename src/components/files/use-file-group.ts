import { useEffect, useRef, useState } from 'react';
import { reportError } from '../../api/report-error.ts';
import { useT } from '../../i18n/hooks.ts';
import { deleteFile, listFiles, uploadFile, type FileKind, type StoredFile } from './file-api.ts';
import { notifyUploadFailed } from './upload-feedback.ts';

/** A file on its way: waiting its turn ('ready') or being sent. */
export interface UploadTask {
  key: number;
  name: string;
  status: 'ready' | 'uploading';
  percent: number;
}

export interface FileGroup {
  files: readonly StoredFile[];
  tasks: readonly UploadTask[];
  loading: boolean;
  /** Ids uploaded since the component mounted: shown in the 'success' state. */
  uploaded: ReadonlySet<string>;
  /** Files present or on their way: what the count limit counts. */
  count: number;
  add(file: Blob, name: string): void;
  remove(file: StoredFile): Promise<void>;
}

/**
 * The files of one attachment or image group (a record field's value) and the uploads into it.
 * Uploads run one after another: the first one into an empty field gets the new group id
 * that the next ones must join. `moduleId` is the module whose form holds the field ('' for none).
 */
export function useFileGroup(kind: FileKind, value: string, onChange: (groupId: string | undefined) => void, moduleId = ''): FileGroup {
  const t = useT();
  const [files, setFiles] = useState<readonly StoredFile[]>([]);
  const [tasks, setTasks] = useState<readonly UploadTask[]>([]);
  const [loading, setLoading] = useState(false);
  const [uploaded, setUploaded] = useState<ReadonlySet<string>>(new Set());
  const group = useRef(value);
  // The group this component last set through onChange: its files are already in state.
  const ownGroup = useRef<string | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(1);
  const changed = useRef(onChange);
  changed.current = onChange;
  // Read after an await: the state as last rendered, not as when the removal began.
  const latest = useRef({ files, tasks });
  latest.current = { files, tasks };

  useEffect(() => {
    group.current = value;
    if (value === ownGroup.current) return;
    ownGroup.current = undefined;
    setFiles([]);
    if (!value) return;
    let live = true;
    setLoading(true);
    listFiles(kind, value)
      .then((list) => live && setFiles(list))
      .catch(reportError)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [kind, value]);

  const setGroup = (groupId: string | undefined) => {
    ownGroup.current = groupId ?? '';
    group.current = groupId ?? '';
    changed.current(groupId);
  };

  const send = async (task: UploadTask, file: Blob) => {
    const patch = (change: Partial<UploadTask>) => setTasks((current) => current.map((item) => (item.key === task.key ? { ...item, ...change } : item)));
    patch({ status: 'uploading' });
    try {
      const stored = await uploadFile(kind, file, task.name, group.current, (percent) => patch({ percent }), moduleId);
      setFiles((current) => [...current, stored]);
      setUploaded((current) => new Set(current).add(stored.id));
      if (stored.groupId && stored.groupId !== group.current) setGroup(stored.groupId);
    } catch (error) {
      notifyUploadFailed(t, error);
    } finally {
      setTasks((current) => current.filter((item) => item.key !== task.key));
    }
  };

  const add = (file: Blob, name: string) => {
    const task: UploadTask = { key: nextKey.current++, name, status: 'ready', percent: 0 };
    setTasks((current) => [...current, task]);
    chain.current = chain.current.then(() => send(task, file));
  };

  const remove = async (file: StoredFile) => {
    try {
      await deleteFile(file.id);
    } catch (error) {
      reportError(error);
      return;
    }
    const rest = latest.current.files.filter((item) => item.id !== file.id);
    setFiles(rest);
    // An empty group leaves the field empty, so 'required' still asks for an upload.
    if (rest.length === 0 && latest.current.tasks.length === 0) setGroup(undefined);
  };

  return { files, tasks, loading, uploaded, count: files.length + tasks.length, add, remove };
}
