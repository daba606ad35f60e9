/** The zh-CN messages of every area, merged into one catalog (the default language and the fallback). */
import zhServer from './server.json' with { type: 'json' };
import zhValidation from './validation.json' with { type: 'json' };
import zhClient from './client.json' with { type: 'json' };
import zhScreens from './screens.json' with { type: 'json' };
import zhFiles from './files.json' with { type: 'json' };
import zhWorkflow from './workflow.json' with { type: 'json' };
import zhWorkflowClient from './workflow-client.json' with { type: 'json' };
import zhFilesClient from './files-client.json' with { type: 'json' };
import zhDesigner from './designer.json' with { type: 'json' };
import zhDesignerClient from './designer-client.json' with { type: 'json' };
import zhDesignerVersions from './designer-versions.json' with { type: 'json' };
import zhBundleProblems from './bundle-problems.json' with { type: 'json' };
import zhAccount from './account.json' with { type: 'json' };
import zhLinks from './links.json' with { type: 'json' };
import zhJobs from './jobs.json' with { type: 'json' };
import zhLifecycle from './lifecycle.json' with { type: 'json' };
import zhLayoutPrint from './layout-print.json' with { type: 'json' };
import zhInlineGrid from './inline-grid.json' with { type: 'json' };
import zhFieldPolicy from './field-policy.json' with { type: 'json' };
import zhKeys from './keys.json' with { type: 'json' };
import zhExpressions from './expressions.json' with { type: 'json' };
import zhRecordChecks from './record-checks.json' with { type: 'json' };
import zhIot from './iot.json' with { type: 'json' };
import zhSystemAdmin from './system-admin.json' with { type: 'json' };
import zhDesignerAuthoring from './designer-authoring.json' with { type: 'json' };
import zhInteraction from './interaction.json' with { type: 'json' };
import zhPersonal from './personal.json' with { type: 'json' };
import zhAdminScreens from './admin-screens.json' with { type: 'json' };
import zhWorkspace from './workspace.json' with { type: 'json' };
import zhReports from './reports.json' with { type: 'json' };
import zhMapEditor from './map-editor.json' with { type: 'json' };
import zhDesignerReminders from './designer-reminders.json' with { type: 'json' };

const catalog: Record<string, string> = { ...zhServer, ...zhValidation, ...zhClient, ...zhScreens, ...zhFiles, ...zhWorkflow, ...zhWorkflowClient, ...zhFilesClient, ...zhDesigner, ...zhDesignerClient, ...zhDesignerVersions, ...zhBundleProblems, ...zhAccount, ...zhLinks, ...zhJobs, ...zhLifecycle, ...zhLayoutPrint, ...zhInlineGrid, ...zhFieldPolicy, ...zhKeys, ...zhExpressions, ...zhRecordChecks, ...zhIot, ...zhSystemAdmin, ...zhDesignerAuthoring, ...zhInteraction, ...zhPersonal, ...zhAdminScreens, ...zhWorkspace, ...zhReports, ...zhMapEditor, ...zhDesignerReminders };

export default catalog;
