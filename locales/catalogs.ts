/**
 * The message catalogs of both languages, merged from one file per area. zh-CN is the
 * fallback: a message missing from en-US shows in Chinese rather than as its id.
 */
import type { Locale } from '../runtime/bundle/types.ts';
import zhServer from './zh-CN/server.json' with { type: 'json' };
import zhValidation from './zh-CN/validation.json' with { type: 'json' };
import zhClient from './zh-CN/client.json' with { type: 'json' };
import zhScreens from './zh-CN/screens.json' with { type: 'json' };
import zhFiles from './zh-CN/files.json' with { type: 'json' };
import zhWorkflow from './zh-CN/workflow.json' with { type: 'json' };
import zhWorkflowClient from './zh-CN/workflow-client.json' with { type: 'json' };
import zhFilesClient from './zh-CN/files-client.json' with { type: 'json' };
import zhDesigner from './zh-CN/designer.json' with { type: 'json' };
import zhDesignerClient from './zh-CN/designer-client.json' with { type: 'json' };
import zhDesignerVersions from './zh-CN/designer-versions.json' with { type: 'json' };
import zhBundleProblems from './zh-CN/bundle-problems.json' with { type: 'json' };
import zhAccount from './zh-CN/account.json' with { type: 'json' };
import zhLinks from './zh-CN/links.json' with { type: 'json' };
import zhJobs from './zh-CN/jobs.json' with { type: 'json' };
import zhLifecycle from './zh-CN/lifecycle.json' with { type: 'json' };
import zhLayoutPrint from './zh-CN/layout-print.json' with { type: 'json' };
import zhInlineGrid from './zh-CN/inline-grid.json' with { type: 'json' };
import zhFieldPolicy from './zh-CN/field-policy.json' with { type: 'json' };
import zhKeys from './zh-CN/keys.json' with { type: 'json' };
import zhExpressions from './zh-CN/expressions.json' with { type: 'json' };
import zhRecordChecks from './zh-CN/record-checks.json' with { type: 'json' };
import zhIot from './zh-CN/iot.json' with { type: 'json' };
import zhSystemAdmin from './zh-CN/system-admin.json' with { type: 'json' };
import zhReports from './zh-CN/reports.json' with { type: 'json' };
import zhWorkspace from './zh-CN/workspace.json' with { type: 'json' };
import zhAdminScreens from './zh-CN/admin-screens.json' with { type: 'json' };
import zhPersonal from './zh-CN/personal.json' with { type: 'json' };
import zhInteraction from './zh-CN/interaction.json' with { type: 'json' };
import zhDesignerAuthoring from './zh-CN/designer-authoring.json' with { type: 'json' };
import enServer from './en-US/server.json' with { type: 'json' };
import enValidation from './en-US/validation.json' with { type: 'json' };
import enClient from './en-US/client.json' with { type: 'json' };
import enScreens from './en-US/screens.json' with { type: 'json' };
import enFiles from './en-US/files.json' with { type: 'json' };
import enWorkflow from './en-US/workflow.json' with { type: 'json' };
import enWorkflowClient from './en-US/workflow-client.json' with { type: 'json' };
import enFilesClient from './en-US/files-client.json' with { type: 'json' };
import enDesigner from './en-US/designer.json' with { type: 'json' };
import enDesignerClient from './en-US/designer-client.json' with { type: 'json' };
import enDesignerVersions from './en-US/designer-versions.json' with { type: 'json' };
import enBundleProblems from './en-US/bundle-problems.json' with { type: 'json' };
import enAccount from './en-US/account.json' with { type: 'json' };
import enLinks from './en-US/links.json' with { type: 'json' };
import enJobs from './en-US/jobs.json' with { type: 'json' };
import enLifecycle from './en-US/lifecycle.json' with { type: 'json' };
import enLayoutPrint from './en-US/layout-print.json' with { type: 'json' };
import enInlineGrid from './en-US/inline-grid.json' with { type: 'json' };
import enFieldPolicy from './en-US/field-policy.json' with { type: 'json' };
import enKeys from './en-US/keys.json' with { type: 'json' };
import enExpressions from './en-US/expressions.json' with { type: 'json' };
import enRecordChecks from './en-US/record-checks.json' with { type: 'json' };
import enIot from './en-US/iot.json' with { type: 'json' };
import enSystemAdmin from './en-US/system-admin.json' with { type: 'json' };
import enReports from './en-US/reports.json' with { type: 'json' };
import enWorkspace from './en-US/workspace.json' with { type: 'json' };
import enAdminScreens from './en-US/admin-screens.json' with { type: 'json' };
import enPersonal from './en-US/personal.json' with { type: 'json' };
import enInteraction from './en-US/interaction.json' with { type: 'json' };
import enDesignerAuthoring from './en-US/designer-authoring.json' with { type: 'json' };

export type Catalog = Record<string, string>;

const zhCN: Catalog = { ...zhServer, ...zhValidation, ...zhClient, ...zhScreens, ...zhFiles, ...zhWorkflow, ...zhWorkflowClient, ...zhFilesClient, ...zhDesigner, ...zhDesignerClient, ...zhDesignerVersions, ...zhBundleProblems, ...zhAccount, ...zhLinks, ...zhJobs, ...zhLifecycle, ...zhLayoutPrint, ...zhInlineGrid, ...zhFieldPolicy, ...zhKeys, ...zhExpressions, ...zhRecordChecks, ...zhIot, ...zhSystemAdmin, ...zhDesignerAuthoring, ...zhInteraction, ...zhPersonal, ...zhAdminScreens, ...zhWorkspace, ...zhReports };
const enUS: Catalog = { ...zhCN, ...enServer, ...enValidation, ...enClient, ...enScreens, ...enFiles, ...enWorkflow, ...enWorkflowClient, ...enFilesClient, ...enDesigner, ...enDesignerClient, ...enDesignerVersions, ...enBundleProblems, ...enAccount, ...enLinks, ...enJobs, ...enLifecycle, ...enLayoutPrint, ...enInlineGrid, ...enFieldPolicy, ...enKeys, ...enExpressions, ...enRecordChecks, ...enIot, ...enSystemAdmin, ...enDesignerAuthoring, ...enInteraction, ...enPersonal, ...enAdminScreens, ...enWorkspace, ...enReports };

export const CATALOGS: Readonly<Record<Locale, Catalog>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Maps the spec's language codes (zh-cn, en_US) and browser tags to a supported locale. */
export function toLocale(lang: string | undefined | null): Locale {
  return lang && /^en/i.test(lang) ? 'en-US' : 'zh-CN';
}
