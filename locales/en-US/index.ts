/** The en-US messages of every area, merged into one catalog; a message missing here falls back to zh-CN (locales/catalogs.ts, src/i18n/catalog-loader.ts). */
import enServer from './server.json' with { type: 'json' };
import enValidation from './validation.json' with { type: 'json' };
import enClient from './client.json' with { type: 'json' };
import enScreens from './screens.json' with { type: 'json' };
import enFiles from './files.json' with { type: 'json' };
import enWorkflow from './workflow.json' with { type: 'json' };
import enWorkflowClient from './workflow-client.json' with { type: 'json' };
import enFilesClient from './files-client.json' with { type: 'json' };
import enDesigner from './designer.json' with { type: 'json' };
import enDesignerClient from './designer-client.json' with { type: 'json' };
import enDesignerVersions from './designer-versions.json' with { type: 'json' };
import enBundleProblems from './bundle-problems.json' with { type: 'json' };
import enAccount from './account.json' with { type: 'json' };
import enLinks from './links.json' with { type: 'json' };
import enJobs from './jobs.json' with { type: 'json' };
import enLifecycle from './lifecycle.json' with { type: 'json' };
import enLayoutPrint from './layout-print.json' with { type: 'json' };
import enInlineGrid from './inline-grid.json' with { type: 'json' };
import enFieldPolicy from './field-policy.json' with { type: 'json' };
import enKeys from './keys.json' with { type: 'json' };
import enExpressions from './expressions.json' with { type: 'json' };
import enRecordChecks from './record-checks.json' with { type: 'json' };
import enIot from './iot.json' with { type: 'json' };
import enSystemAdmin from './system-admin.json' with { type: 'json' };
import enDesignerAuthoring from './designer-authoring.json' with { type: 'json' };
import enInteraction from './interaction.json' with { type: 'json' };
import enPersonal from './personal.json' with { type: 'json' };
import enAdminScreens from './admin-screens.json' with { type: 'json' };
import enWorkspace from './workspace.json' with { type: 'json' };
import enReports from './reports.json' with { type: 'json' };
import enMapEditor from './map-editor.json' with { type: 'json' };
import enDesignerReminders from './designer-reminders.json' with { type: 'json' };

const catalog: Record<string, string> = { ...enServer, ...enValidation, ...enClient, ...enScreens, ...enFiles, ...enWorkflow, ...enWorkflowClient, ...enFilesClient, ...enDesigner, ...enDesignerClient, ...enDesignerVersions, ...enBundleProblems, ...enAccount, ...enLinks, ...enJobs, ...enLifecycle, ...enLayoutPrint, ...enInlineGrid, ...enFieldPolicy, ...enKeys, ...enExpressions, ...enRecordChecks, ...enIot, ...enSystemAdmin, ...enDesignerAuthoring, ...enInteraction, ...enPersonal, ...enAdminScreens, ...enWorkspace, ...enReports, ...enMapEditor, ...enDesignerReminders };

export default catalog;
