import type { Value } from './values.ts';

/** What a *BySql function expects back: first column of the first row, every row, or the first row. */
export type SqlResultKind = 'str' | 'int' | 'number' | 'list' | 'map';

/**
 * Everything an expression may reach outside itself, supplied by the caller: the server
 * backs it with the record, the session, read-only SQL and extension methods; tests with
 * plain objects. The interpreter never touches anything else.
 */
export interface ExpressionHost {
  /** The record's value of a field: null when empty, undefined when the module has no such field. */
  fieldValue(field: string): unknown;
  currentUserId(): string;
  currentUserName(): string;
  flowStartUserId(): string;
  /** Post number of a user; the current user when `userId` is undefined; '' when none. */
  userPost(userId: string | undefined): Promise<string>;
  /** Runs a conditionGeter extension method registered in code (getConditionByJava). */
  extension(name: string, args: readonly Value[]): Promise<Value>;
  /** Runs one read-only, parameterised query (`?` placeholders) and shapes its result. */
  query(kind: SqlResultKind, sqlText: string, params: readonly Value[]): Promise<Value>;
}
