import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
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

const NO_FILES: readonly StoredFile[] = [];

/**
 * The files of one attachment or image group (a record field's value) and the uploads into it.
 * Uploads run one after another: the first one into an empty field gets the new group id
 * that the next ones must join. `moduleId` is the module whose form holds the field ('' for none).
 */
export function useFileGroup(kind: FileKind, value: string, onChange: (groupId: string | undefined) => void, moduleId = ''): FileGroup {
  const t = useT();
  const client = useQueryClient();
  // The group an upload or removal here set while the field held `from`: shown until the field's value moves on.
  const [own, setOwn] = useState<{ from: string; group: string } | null>(null);
  if (own && value !== own.from && value !== own.group) setOwn(null);
  const shown = own?.from === value ? own.group : value;
  const listed = useQuery({
    queryKey: queryKeys.fileGroup(kind, shown),
    queryFn: () => listFiles(kind, shown),
    enabled: shown !== '',
    meta: { report: true },
    // Asked at each mount; meanwhile uploads and removals change the cached list, so the
    // group the first upload makes (seeded below) is never asked for while a later upload runs.
    staleTime: Infinity,
    refetchOnMount: 'always',
    gcTime: 0,
  });
  const files = shown === '' ? NO_FILES : (listed.data ?? NO_FILES);
  const [tasks, setTasks] = useState<readonly UploadTask[]>([]);
  const [uploaded, setUploaded] = useState<ReadonlySet<string>>(new Set());
  // The group uploads go into: the field's value, or the one the first upload just made.
  const group = useRef(value);
  // Only a new value: a render before the form takes the group an upload just made must not undo it.
  useEffect(() => {
    group.current = value;
  }, [value]);
  const changeFiles = (groupId: string, change: (current: readonly StoredFile[]) => readonly StoredFile[]) =>
    client.setQueryData<readonly StoredFile[]>(queryKeys.fileGroup(kind, groupId), (current) => change(current ?? NO_FILES));
  const chain = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(1);
  const changed = useRef(onChange);
  changed.current = onChange;
  // Read after an await: the state as last rendered, not as when the removal began.
  const latest = useRef({ files, tasks });
  latest.current = { files, tasks };

  const setGroup = (groupId: string | undefined) => {
    group.current = groupId ?? '';
    setOwn({ from: value, group: groupId ?? '' });
    changed.current(groupId);
  };

  const send = async (task: UploadTask, file: Blob) => {
    const patch = (change: Partial<UploadTask>) => setTasks((current) => current.map((item) => (item.key === task.key ? { ...item, ...change } : item)));
    patch({ status: 'uploading' });
    try {
      const into = group.current;
      const stored = await uploadFile(kind, file, task.name, into, (percent) => patch({ percent }), moduleId);
      // The list of a group the upload just made starts as the list it joined.
      const before = client.getQueryData<readonly StoredFile[]>(queryKeys.fileGroup(kind, into)) ?? NO_FILES;
      changeFiles(stored.groupId || into, (current) => [...(current.length > 0 ? current : before), stored]);
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
    changeFiles(group.current, () => rest);
    // An empty group leaves the field empty, so 'required' still asks for an upload.
    if (rest.length === 0 && latest.current.tasks.length === 0) setGroup(undefined);
  };

  return { files, tasks, loading: listed.isFetching, uploaded, count: files.length + tasks.length, add, remove };
}
