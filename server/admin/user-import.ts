import { sql } from 'kysely';
import { coerceRecord, isAppError, validateRecord, type Translate } from '../../runtime/index.ts';
import type { PasswordPolicy } from '../../runtime/rules/password-policy.ts';
import type { UserFields } from '../../contracts/system-admin.ts';
import { hashPassword } from '../auth/password.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { RefusedRow } from '../excel/error-workbook.ts';
import type { BatchOutcome, SheetRecord } from '../excel/import-batch.ts';
import { createCellReader, LIST_SEPARATORS } from '../excel/import-values.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { randomPassword, type InitialPassword } from './initial-passwords.ts';
import { USER_IMPORT, USER_IMPORT_FIELDS } from './user-import-template.ts';
import { checkAssignment, insertAccount } from './user-admin.ts';

export interface UserImportRules {
  actor: SessionUser;
  policy: PasswordPolicy;
  ctx: RecordContext;
  t: Translate;
  /** Receives each written account's first password. */
  issued: InitialPassword[];
}

type Column = (typeof COLUMN_NAMES)[number];
const COLUMN_NAMES = ['userName', 'realName', 'mobile', 'org', 'depart', 'post', 'roles'] as const;

interface Candidate {
  row: SheetRecord;
  values: Partial<Record<Column, string>>;
  problems: Map<number, string[]>;
  fields?: UserFields;
}

/** A code or a name → the key it names, per scope ('' for organisations and roles, the organisation for departments and posts). */
interface Named {
  key: string;
  scope: string;
  names: readonly string[];
}

type Lookup = { key: string } | { messageId: string };

/** By code first; else by a name only one entry of the scope has. */
function lookUp(entries: readonly Named[], text: string, scope: string): Lookup {
  const inScope = entries.filter((entry) => entry.scope === scope);
  const byCode = inScope.find((entry) => entry.key === text);
  if (byCode) return byCode;
  const byName = inScope.filter((entry) => entry.names.includes(text));
  if (byName.length === 1 && byName[0]) return byName[0];
  return { messageId: byName.length > 1 ? 'admin.userImport.ambiguous' : scope ? 'admin.userImport.unknownInOrg' : 'admin.userImport.unknown' };
}

const columnOf = (name: Column) => COLUMN_NAMES.indexOf(name);

/** How a refusal names what a cell was to name (the user form's labels). */
const NOUN_IDS: Readonly<Partial<Record<Column, string>>> = { org: 'admin.user.field.orgNo', depart: 'admin.user.field.departNo', post: 'admin.user.field.postNo', roles: 'admin.user.field.roleIds' };

/**
 * Checks and writes batches of the user template's rows: each cell by the template's field
 * rules (as a form save), the user name new in the file and in the database, the organisation,
 * department, post and roles by code or name (department and post within the row's
 * organisation; only those in use), then the assignment rules of the user form
 * (checkAssignment: an administrator who is not super gives only their own organisations and
 * no super administrator's role). Each good row becomes an account with a random first
 * password, argon2id-hashed, that must be changed at the first sign-in; the passwords go to
 * `issued`, never to the database.
 */
export function createUserBatches(trx: PlatformDb, rules: UserImportRules): (rows: readonly SheetRecord[]) => Promise<BatchOutcome> {
  const { actor, ctx, t } = rules;
  const readCell = createCellReader(USER_IMPORT);
  const seen = new Map<string, number>();
  const label = (name: Column) => USER_IMPORT_FIELDS[columnOf(name)]?.def.label[ctx.locale] ?? name;
  const complain = (candidate: Candidate, column: Column, message: string) => {
    const index = columnOf(column);
    candidate.problems.set(index, [...(candidate.problems.get(index) ?? []), message]);
  };

  function readRow(row: SheetRecord): Candidate {
    const candidate: Candidate = { row, values: {}, problems: new Map() };
    const raw = Object.fromEntries(USER_IMPORT_FIELDS.map((field, index) => [field.name, readCell(field, row.original[index] ?? null)]));
    const { values, errors } = coerceRecord(USER_IMPORT, raw, { locale: ctx.locale });
    for (const error of [...errors, ...validateRecord(USER_IMPORT, values, ctx.locale)]) complain(candidate, error.field as Column, t(error.messageId, error.params));
    for (const name of COLUMN_NAMES) {
      const value = values[name];
      if (typeof value === 'string' && value.trim() !== '') candidate.values[name] = value.trim();
    }
    return candidate;
  }

  async function checkNames(candidates: Candidate[]): Promise<void> {
    const keyed = candidates.filter((candidate) => candidate.values.userName);
    const keys = [...new Set(keyed.map((candidate) => (candidate.values.userName as string).toLowerCase()))];
    const stored = keys.length === 0 ? [] : await trx.selectFrom('sys_user').select(sql<string>`lower(user_name)`.as('name')).where(sql`lower(user_name)`, 'in', keys).execute();
    const taken = new Set(stored.map((row) => row.name));
    for (const candidate of keyed) {
      const value = candidate.values.userName as string;
      const first = seen.get(value.toLowerCase());
      if (first !== undefined) complain(candidate, 'userName', t('files.duplicateInFile', { label: label('userName'), value, row: first }));
      else seen.set(value.toLowerCase(), candidate.row.number);
      if (taken.has(value.toLowerCase())) complain(candidate, 'userName', t('files.rowExists', { label: label('userName'), value }));
    }
  }

  /** Organisations, departments, posts and roles the batch's cells name, in use. */
  async function namedEntries(candidates: Candidate[]) {
    const texts = (column: Column) => [...new Set(candidates.map((candidate) => candidate.values[column]).filter((text): text is string => text !== undefined))];
    const roleTexts = [...new Set(candidates.flatMap((candidate) => splitList(candidate.values.roles)))];
    const any = (values: string[]) => (values.length === 0 ? [''] : values);
    const orgTexts = any(texts('org'));
    const [orgs, departs, posts, roles] = await Promise.all([
      trx.selectFrom('sys_org').select(['org_no', 'org_name']).where('state', '=', 1).where((eb) => eb.or([eb('org_no', 'in', orgTexts), eb('org_name', 'in', orgTexts)])).execute(),
      trx.selectFrom('sys_depart').select(['depart_no', 'depart_name', 'org_no']).where('state', '=', 1).where((eb) => eb.or([eb('depart_no', 'in', any(texts('depart'))), eb('depart_name', 'in', any(texts('depart')))])).execute(),
      trx.selectFrom('sys_post').select(['post_no', 'post_name', 'org_no']).where('state', '=', 1).where((eb) => eb.or([eb('post_no', 'in', any(texts('post'))), eb('post_name', 'in', any(texts('post')))])).execute(),
      trx
        .selectFrom('sys_role')
        .select(['role_id', 'role_name_zh', 'role_name_en'])
        .where('state', '=', 1)
        .where((eb) => eb.or([eb('role_id', 'in', any(roleTexts)), eb('role_name_zh', 'in', any(roleTexts)), eb('role_name_en', 'in', any(roleTexts))]))
        .execute(),
    ]);
    return {
      org: orgs.map((row) => ({ key: row.org_no, scope: '', names: [row.org_name] })),
      depart: departs.map((row) => ({ key: row.depart_no, scope: row.org_no, names: [row.depart_name] })),
      post: posts.map((row) => ({ key: row.post_no, scope: row.org_no, names: [row.post_name] })),
      roles: roles.map((row) => ({ key: row.role_id, scope: '', names: [row.role_name_zh, row.role_name_en] })),
    };
  }

  /** The cell's code or name as a key; a refusal naming the cell's value otherwise. */
  function resolve(candidate: Candidate, column: Column, entries: readonly Named[], text: string, scope: string): string | undefined {
    const found = lookUp(entries, text, scope);
    if ('key' in found) return found.key;
    complain(candidate, column, t(found.messageId, { label: t(NOUN_IDS[column] ?? ''), value: text }));
    return undefined;
  }

  async function resolveAll(candidates: Candidate[]): Promise<void> {
    const named = await namedEntries(candidates);
    for (const candidate of candidates) {
      const { values } = candidate;
      if (!values.org) continue;
      const orgNo = resolve(candidate, 'org', named.org, values.org, '');
      if (orgNo === undefined) continue;
      const departNo = values.depart ? resolve(candidate, 'depart', named.depart, values.depart, orgNo) : '';
      const postNo = values.post ? resolve(candidate, 'post', named.post, values.post, orgNo) : '';
      const roleIds = splitList(values.roles).map((text) => resolve(candidate, 'roles', named.roles, text, ''));
      if (departNo === undefined || postNo === undefined || roleIds.includes(undefined)) continue;
      candidate.fields = { realName: values.realName ?? '', mobile: values.mobile ?? '', orgNo, departNo, postNo, orgNos: [], roleIds: [...new Set(roleIds as string[])] };
    }
  }

  function refusal(candidate: Candidate): RefusedRow {
    return { original: candidate.row.original, reasons: new Map([...candidate.problems].map(([column, messages]) => [column, messages.join('\n')])) };
  }

  return async (rows) => {
    const candidates = rows.map(readRow);
    await checkNames(candidates);
    await resolveAll(candidates);
    const refused: RefusedRow[] = [];
    let written = 0;
    for (const candidate of candidates) {
      const { fields } = candidate;
      if (candidate.problems.size > 0 || !fields) {
        refused.push(refusal(candidate));
        continue;
      }
      let orgNos: string[];
      try {
        orgNos = await checkAssignment(trx, actor, fields);
      } catch (error) {
        if (!isAppError(error)) throw error;
        // The form's refusals name no cell; the row's say which value it was.
        if (error.code === 'E_FORBIDDEN') complain(candidate, 'roles', t('admin.userImport.superRole'));
        else if (error.code === 'E_OTHER_ORG') complain(candidate, 'org', t('admin.userImport.otherOrg', { value: candidate.values.org ?? '' }));
        else complain(candidate, 'org', t(error.messageId, error.params));
        refused.push(refusal(candidate));
        continue;
      }
      const userName = candidate.values.userName as string;
      const password = randomPassword(rules.policy);
      await insertAccount(trx, actor, { userName, passwordHash: await hashPassword(password), fields, orgNos });
      rules.issued.push({ userName, realName: fields.realName, password });
      written += 1;
    }
    return { written, refused };
  };
}

function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(LIST_SEPARATORS)
    .map((item) => item.trim())
    .filter(Boolean);
}
