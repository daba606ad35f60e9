/**
 * The workflow screens' surface for the detail page: the command bar (commands and all their
 * dialogs) and the diagram tab, both mounted by the module form in workflow mode.
 */
export { WorkflowCommandBar, type WorkflowCommandBarProps } from './command-bar/WorkflowCommandBar.tsx';
export { WorkflowDiagramTab, type WorkflowDiagramTabProps } from './diagram/WorkflowDiagramTab.tsx';
export type { WorkflowInfo } from '../../../contracts/workflow.ts';
