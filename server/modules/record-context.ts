import type { Locale } from '../../runtime/index.ts';
import type { DataScope } from '../../runtime/permission/data-scope.ts';

/** Who asks and where: every record operation is confined to the user's current organisation. */
export interface RecordContext {
  orgNo: string;
  userId: string;
  /** Language of dictionary labels in answers. */
  locale: Locale;
  /**
   * The records the user may read (their roles' data scope): lists, finds, exports, selectors
   * and trees are confined to it (record-scope.ts). Absent: the current organisation.
   */
  scope?: DataScope;
}

/** A record as the routes answer it: raw values by field name plus display labels. */
export interface RecordRow {
  key: string;
  values: Record<string, unknown>;
  /** Labels of dictionary, reference and tree-reference fields that have a value. */
  labels: Record<string, string>;
}
