/**
 * Record life cycles in a bundle (docs/bundle-format.md 'Record life cycles'): a dictionary
 * field holds the record's state, named transitions move it, and fields may be locked per
 * state. The workflow may move the state too (`workflow.states`).
 */
import type { LocalizedText } from './types.ts';

/** What a transition writes into a field: who moved the record, and when. */
export type StampSource = 'userId' | 'userName' | 'employee' | 'depart' | 'now' | 'today';
export const STAMP_SOURCES: readonly StampSource[] = ['userId', 'userName', 'employee', 'depart', 'now', 'today'];

export interface LifecycleTransitionDef {
  /** Identifier the transition call names. */
  name: string;
  /** States it leaves from; '*' any state. */
  from: string[] | '*';
  to: string;
  /** The button's text. */
  label: LocalizedText;
  /** Role ids allowed to take it (beside the module's 'edit' grant); omitted: every role with 'edit'. */
  roles?: string[];
  /** A guard in the workflow condition language over the record (getValStr('field') ...). */
  when?: string;
  /** The transition starts the record's approval: the bundle's beforeWorkflowStart checks must pass first. */
  startsApproval?: boolean;
  /** Fields that must have a value before the transition is taken. */
  requires?: string[];
  /** Fields filled when the transition is taken: who took it, when. */
  stamps?: LifecycleStampDef[];
  /** A record of another module made when the transition is taken, or one per row of a child list. */
  creates?: LifecycleCreateDef;
}

/**
 * The record a transition makes in another module (an abnormal inspection item raises a
 * defect): its field values are expressions over the record, or over each row of `forEach`
 * (the record is then `parent(...)`); `linkField` receives the made record's key, and a row or
 * record whose link field is filled makes nothing again.
 */
export interface LifecycleCreateDef {
  module: string;
  /** A child list of the module (form.children): one record per row. */
  forEach?: string;
  /** Condition over the row (or the record): only those it holds for make a record. */
  when?: string;
  /** Each target field and the expression of its value. */
  values: LifecycleCreateValueDef[];
  /** A field of the row (or the record) that keeps the made record's key. */
  linkField?: string;
}

export interface LifecycleCreateValueDef {
  field: string;
  expr: string;
}

export interface LifecycleStampDef {
  field: string;
  value: StampSource;
}

/** The fields an ordinary save cannot change while the record is in `state`; '*' all of them. */
export interface LifecycleLockDef {
  state: string;
  fields: string[] | '*';
}

export interface LifecycleDef {
  /**
   * The select or radio field holding the state; its dictionary's items are the states and its
   * `default` is the state of a new record.
   */
  field: string;
  transitions: LifecycleTransitionDef[];
  /** Per state: the fields that cannot change by a save while the record is in it. */
  locks?: LifecycleLockDef[];
}

/** States a workflow model sets on the record as its instance moves. */
export interface WorkflowStatesDef {
  /** The state set when the instance enters a node (also when it returns there). */
  onNode?: { node: string; state: string }[];
  /** The state set when the instance reaches its end. */
  onEnd?: string;
  /** The state set when an administrator ends the instance by force. */
  onForceEnd?: string;
  /** Values stamped on the record when a handler submits a node's task: who signed the ticket and when. */
  onSubmit?: { node: string; stamps: LifecycleStampDef[] }[];
}
