import { AppError } from '../../runtime/index.ts';
import { newId } from '../auth/secrets.ts';
import { groupConflict, type GroupJoiner } from './file-records.ts';
import type { PlatformDb } from '../db/tables/index.ts';

const GROUP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The group a new attachment or image joins: the one the client names (a record's field value,
 * adding a file to it), or a new one. A group is bound to the module of its files (the upload's
 * `_moduleId`, whose grants uploadModule checked): only an upload naming that same module joins
 * it, so a record's attachments cannot be added to without its module's add or edit. A group
 * outside modules (an avatar's) is its uploader's. A group holding another organisation's files
 * is refused like one that does not exist.
 * @throws AppError E_RECORD_NOT_FOUND (another organisation's); E_BAD_REQUEST files.groupTaken.
 */
export async function attachGroup(db: PlatformDb, requested: string | undefined, joiner: GroupJoiner): Promise<string> {
  const groupId = requested?.trim() ?? '';
  if (groupId === '') return newId();
  if (!GROUP_ID.test(groupId)) throw new AppError('E_BAD_REQUEST', { reason: 'fileId' });
  const conflict = await groupConflict(db, groupId, joiner);
  if (conflict === 'otherOrg') throw new AppError('E_RECORD_NOT_FOUND');
  if (conflict === 'bound') throw new AppError('E_BAD_REQUEST', {}, 'files.groupTaken');
  return groupId;
}

export function isGroupId(text: string): boolean {
  return GROUP_ID.test(text);
}
