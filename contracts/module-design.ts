/**
 * The answers of the module designer's calls (docs/module-authoring.md, Calls), defined once
 * for server and client. Bundles, dictionaries and migration plans keep the runtime's types:
 * their own validators check them (schemas/, runtime/bundle/), so here they are only objects.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { DictionaryBundle, MigrationPlan, ModuleBundle } from '../runtime/index.ts';

/** An object whose shape the runtime's own checks own, typed as the runtime declares it. */
const RuntimeObject = <T>() => Type.Unsafe<T>(Type.Object({}));
const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

const LocalizedTextSchema = Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() });
const ModuleBundleSchema = RuntimeObject<ModuleBundle>();
const MigrationPlanSchema = RuntimeObject<MigrationPlan>();

/** A problem as a value (runtime/bundle/bundle-problem.ts); the designer's answers carry `message` in the request language. */
export const BundleProblemSchema = Type.Object({
  file: Type.String(),
  pointer: Type.String(),
  messageId: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  message: Type.String(),
});

export const DesignerAccessSchema = Type.Object({ view: Type.Boolean(), edit: Type.Boolean(), publish: Type.Boolean() });
export type DesignerAccess = Static<typeof DesignerAccessSchema>;

export const DraftInfoSchema = Type.Object({ version: Type.Integer(), revision: Type.Integer(), updatedBy: Type.String(), updatedByName: Type.String(), updatedAt: Type.String() });
export type DraftInfo = Static<typeof DraftInfoSchema>;

/** A row of list.ajax: title and apiPath are the draft's when there is one. */
export const DesignedModuleSchema = Type.Object({
  moduleId: Type.String(),
  title: LocalizedTextSchema,
  apiPath: Type.String(),
  publishedVersion: Nullable(Type.Integer()),
  draft: Nullable(DraftInfoSchema),
  updatedAt: Type.String(),
});
export type DesignedModule = Static<typeof DesignedModuleSchema>;

export const VersionStatusSchema = Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('archived')]);
export type VersionStatus = Static<typeof VersionStatusSchema>;

/** A row of versions.ajax, newest first. */
export const ModuleVersionSchema = Type.Object({
  version: Type.Integer(),
  status: VersionStatusSchema,
  note: Type.String(),
  createdBy: Type.String(),
  createdByName: Type.String(),
  createdAt: Type.String(),
  publishedBy: Nullable(Type.String()),
  publishedByName: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
});
export type ModuleVersion = Static<typeof ModuleVersionSchema>;

/** load.ajax: the version asked for, else the draft, else the published version. */
export const LoadedVersionSchema = Type.Object({ moduleId: Type.String(), version: Type.Integer(), status: VersionStatusSchema, revision: Type.Integer(), bundle: ModuleBundleSchema });
export type LoadedVersion = Static<typeof LoadedVersionSchema>;

/** context.ajax: what the editor offers choices from. */
export const DesignContextSchema = Type.Object({
  dictionaries: RuntimeObject<DictionaryBundle>(),
  entities: Type.Array(
    Type.Object({
      moduleId: Type.String(),
      entityName: Type.String(),
      title: LocalizedTextSchema,
      fields: Type.Array(Type.Object({ name: Type.String(), label: LocalizedTextSchema, type: Type.String() })),
      /** moduleIds of its child lists (form.children): what `parent.` paths and derived sources may read. */
      children: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  /** Menu folders; `modules` are the modules their own entries open. */
  menuFolders: Type.Array(Type.Object({ id: Type.String(), title: LocalizedTextSchema, modules: Type.Array(Type.String()) })),
  /** `nodes`: the published version's node ids and names (none for a model never published), which `workflow.states` names. */
  workflowModels: Type.Array(Type.Object({ moduleId: Type.String(), modelId: Type.String(), name: Type.String(), published: Type.Boolean(), nodes: Type.Optional(Type.Array(Type.Object({ id: Type.String(), name: Type.String() }))) })),
  /** Roles in use, for the role pickers (transition roles, menu roles); `id` is what a bundle names. */
  roles: Type.Array(Type.Object({ id: Type.String(), name: LocalizedTextSchema })),
  /** Posts in use, for the post pickers (reminders' notify.posts): `id` is what a bundle names; a post belongs to one organisation, named by `orgName`. */
  posts: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), orgName: Type.String() })),
  /** Tables of the schema a module may use; `module` names the module using one. */
  tables: Type.Array(Type.Object({ table: Type.String(), module: Type.Optional(Type.String()) })),
});
export type DesignContext = Static<typeof DesignContextSchema>;

/** check.ajax. */
export const CheckAnswerSchema = Type.Object({ problems: Type.Array(BundleProblemSchema) });
export type CheckAnswer = Static<typeof CheckAnswerSchema>;

/** saveDraft.ajax. */
export const SavedDraftSchema = Type.Object({ version: Type.Integer(), revision: Type.Integer() });
export type SavedDraft = Static<typeof SavedDraftSchema>;

/** plan.ajax: counts are rows that would break, by index into plan.checks. */
export const PlanAnswerSchema = Type.Object({
  plan: MigrationPlanSchema,
  counts: Type.Record(Type.String(), Type.Integer()),
  blocked: Type.Boolean(),
  problems: Type.Array(BundleProblemSchema),
  /** The draft revision the plan was made from; null when it plans an archived version (a rollback). */
  revision: Type.Optional(Nullable(Type.Integer())),
});
export type PlanAnswer = Static<typeof PlanAnswerSchema>;

/** publish.ajax and rollback.ajax: the version now published and the plan applied. */
export const PublishedSchema = Type.Object({ version: Type.Integer(), plan: MigrationPlanSchema });
export type Published = Static<typeof PublishedSchema>;

export const AuditActionSchema = Type.Union([Type.Literal('publish'), Type.Literal('rollback'), Type.Literal('import'), Type.Literal('importDraft'), Type.Literal('discard')]);
export type AuditAction = Static<typeof AuditActionSchema>;

/** A row of audit.ajax (its rowDatas), newest first. */
export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  moduleId: Type.String(),
  action: AuditActionSchema,
  fromVersion: Nullable(Type.Integer()),
  toVersion: Nullable(Type.Integer()),
  userName: Type.String(),
  realName: Type.String(),
  createdAt: Type.String(),
  note: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/** generate.ajax: a bundle drafted from a table's columns. */
export const GeneratedSchema = Type.Object({ bundle: ModuleBundleSchema });
export type Generated = Static<typeof GeneratedSchema>;
