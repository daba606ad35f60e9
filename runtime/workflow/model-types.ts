/**
 * The workflow model as the designer draws it and the engine runs it (spec 02 §3 'Workflow
 * model'). A model is data: nodes, the lines between them and, per node, who handles it and
 * what the handler may do. Names follow the spec, including its spelling 'sychronize'.
 */

export type NodeType = 'start' | 'end' | 'empty' | 'sychronize' | 'ordinary';
export const NODE_TYPES: readonly NodeType[] = ['start', 'end', 'empty', 'sychronize', 'ordinary'];

/** Who may handle a node; the candidates are the union of every rule given. */
export interface HandlerConfig {
  users: readonly string[];
  roles: readonly string[];
  posts: readonly string[];
  departs: readonly string[];
  /** The user who started the instance. */
  starter: boolean;
  /** The starter's leader (sys_employee.leader_emp_id). */
  starterLeader: boolean;
  /**
   * The instance's starter is never a candidate of this node through its users, roles, posts,
   * departments or extension, so nobody approves what they submitted; the node's explicit
   * `starter` or `starterLeader` rule still applies. Absent in models stored before it: false.
   */
  excludeStarter: boolean;
  /** METHOD_NAME of a handlerGeter extension method; '' for none. */
  extension: string;
}

export interface WfNode {
  id: string;
  left: number;
  top: number;
  number: number;
  type: NodeType;
  /** Display name: task lists show it as NODEDESC; the Chinese name, and the fallback of every language. */
  desc: string;
  /** English display name; '' in models drawn before names had two languages (nodeName falls back to desc). */
  descEn: string;
  name: string;
  nodeNo: string;
  handlers: HandlerConfig;
  /** Countersign node: it advances only after every handler has handled (spec 02 §4). */
  cosignFlag: boolean;
  /** The submitter may add handlers beyond the candidates. */
  allowDynamicPro: boolean;
  /** The submitter may untick default candidates. */
  allowCancelDefaultPro: boolean;
  needOpinion: boolean;
  allowFallback: boolean;
  allowFallbackToStart: boolean;
  allowCountersign: boolean;
  /** Fields the node's current handlers may change (spec 02 §4 'Form field editability'). */
  editableFields: readonly string[];
}

export interface WfDot {
  dotNo: number;
  x: number;
  y: number;
}

export interface WfLine {
  id: string;
  from: string;
  to: string;
  /** The Chinese name drawn on the line, and the fallback of every language. */
  name: string;
  /** English name; '' when the line has none. */
  nameEn: string;
  shape: string;
  type: string;
  number: number;
  lineNo: string;
  fromType: string;
  toType: string;
  fromx: number;
  fromy: number;
  tox: number;
  toy: number;
  polydot: readonly WfDot[];
  /**
   * Condition expression (runtime/workflow/expression); '' for a default line, which fires
   * only when no conditional line leaving the same node fires.
   */
  condition: string;
}

export interface WfModel {
  modelId: string;
  moduleId: string;
  /** The Chinese name, and the fallback of every language. */
  name: string;
  /** English name; '' when the model has none yet. */
  nameEn: string;
  grpNo: string;
  nodes: readonly WfNode[];
  lines: readonly WfLine[];
}
