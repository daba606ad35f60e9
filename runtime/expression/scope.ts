/** What a bundle expression may read: the record, its child rows, its parent, who asks and when. */

/** The signed-in user as expressions see it; empty text where the user has none. */
export interface ExpressionSession {
  userId: string;
  /** The name people read: real name, else employee name, else account name (currentUserName()). */
  userName: string;
  employeeId: string;
  deptNo: string;
  teamNo: string;
  /** The organisation the user works in now. */
  orgNo: string;
  /** The user's organisation when it is a station (a wind farm or PV station), else ''. */
  stationNo: string;
}

export type RecordValues = Readonly<Record<string, unknown>>;

export interface ExpressionScope {
  /** The record's values by field name, as a form or the database holds them. */
  values: RecordValues;
  /** Rows of child modules by child moduleId (count, sum, min, max). */
  children?: Readonly<Record<string, readonly RecordValues[]>>;
  /** The parent record's values, for a child module's record (parent('field')). */
  parent?: RecordValues;
  session: ExpressionSession;
  /** The instant now() and today() answer, on the evaluating machine's clock. */
  now: Date;
}

/** A session with nothing known: for checks that run without a user. */
export const NO_SESSION: Readonly<ExpressionSession> = Object.freeze({ userId: '', userName: '', employeeId: '', deptNo: '', teamNo: '', orgNo: '', stationNo: '' });
