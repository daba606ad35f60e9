import { lazy } from 'react';

// The workflow screens bring the diagram library: only forms of workflow modules load them.
const workflowScreens = () => import('../../workflow/index.ts');

export const WorkflowCommandBar = lazy(() => workflowScreens().then((screens) => ({ default: screens.WorkflowCommandBar })));
export const WorkflowDiagramTab = lazy(() => workflowScreens().then((screens) => ({ default: screens.WorkflowDiagramTab })));
