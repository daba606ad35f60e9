import type { Kysely } from 'kysely';
import { AppError } from '../../runtime/index.ts';
import { newId } from '../auth/secrets.ts';
import { groupBelongsElsewhere } from './file-records.ts';

const GROUP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The group a new attachment or image joins: the one the client names (a record's field value,
 * adding a file to it), or a new one. A group holding another organisation's files is refused
 * like one that does not exist.
 */
export async function attachGroup(db: Kysely<any>, requested: string | undefined, orgNo: string): Promise<string> {
  const groupId = requested?.trim() ?? '';
  if (groupId === '') return newId();
  if (!GROUP_ID.test(groupId)) throw new AppError('E_BAD_REQUEST', { reason: 'fileId' });
  if (await groupBelongsElsewhere(db, groupId, orgNo)) throw new AppError('E_RECORD_NOT_FOUND');
  return groupId;
}

export function isGroupId(text: string): boolean {
  return GROUP_ID.test(text);
}
