/**
 * The designer's read answers (docs/module-authoring.md, Calls): the modules with their draft,
 * a module's versions, one version's bundle, and the context the editor offers choices from.
 */
import { AppError, reservedTableProblem } from '../../runtime/index.ts';
import type { DesignContext, DesignedModule, LoadedVersion, ModuleVersion } from '../../contracts/module-design.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { PUBLISHED, readModel } from '../workflow/model-store.ts';
import { schemaTables } from './table-columns.ts';
import { userNames } from './user-names.ts';
import { currentVersions, findByStatus, findVersion, moduleVersions, type VersionRow } from './version-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Every module with a draft or a published version, by moduleId; title and apiPath are the draft's when there is one. */
export async function designedModules(db: PlatformDb): Promise<DesignedModule[]> {
  const rows = await currentVersions(db);
  const nameOf = await userNames(db, rows.map((row) => row.updatedBy));
  const byModule = new Map<string, { draft?: VersionRow; published?: VersionRow }>();
  for (const row of rows) byModule.set(row.moduleId, { ...byModule.get(row.moduleId), [row.status]: row });
  return [...byModule.entries()].map(([moduleId, { draft, published }]) => {
    const shown = (draft ?? published) as VersionRow;
    const updatedAt = [draft?.updatedAt, published?.updatedAt].filter((at): at is string => !!at).sort().at(-1) ?? '';
    return {
      moduleId,
      title: shown.bundle.title,
      apiPath: shown.bundle.apiPath,
      publishedVersion: published?.version ?? null,
      draft: draft ? { version: draft.version, revision: draft.revision, updatedBy: draft.updatedBy, updatedByName: nameOf(draft.updatedBy), updatedAt: draft.updatedAt } : null,
      updatedAt,
    };
  });
}

/** A module's versions, newest first. */
export async function versionSummaries(db: PlatformDb, moduleId: string): Promise<ModuleVersion[]> {
  const rows = await moduleVersions(db, moduleId);
  const nameOf = await userNames(db, rows.flatMap((row) => [row.createdBy, row.publishedBy]));
  return rows.map((row) => ({
    version: row.version,
    status: row.status,
    note: row.note,
    createdBy: row.createdBy,
    createdByName: nameOf(row.createdBy),
    createdAt: row.createdAt,
    publishedBy: row.publishedBy,
    publishedByName: row.publishedBy === null ? null : nameOf(row.publishedBy),
    publishedAt: row.publishedAt,
  }));
}

/** The version asked for, else the draft, else the published version. */
export async function loadVersion(db: PlatformDb, moduleId: string, version: number | undefined): Promise<LoadedVersion> {
  const row = version === undefined ? ((await findByStatus(db, moduleId, 'draft')) ?? (await findByStatus(db, moduleId, 'published'))) : await findVersion(db, moduleId, version);
  if (!row) throw new AppError('E_NOT_FOUND', { moduleId, version: version ?? '' }, version === undefined ? 'designer.moduleNotFound' : 'designer.versionNotFound');
  return { moduleId: row.moduleId, version: row.version, status: row.status, revision: row.revision, bundle: row.bundle };
}

/** Tables of the current schema a module may use: not the catalog's or the platform's; `module` names the module (draft or published) using it. */
export async function moduleTables(db: PlatformDb): Promise<{ table: string; module?: string }[]> {
  const users = new Map((await currentVersions(db)).map((row) => [row.bundle.entity.table, row.moduleId]));
  return (await schemaTables(db))
    .filter((table) => reservedTableProblem(table) === undefined)
    .map((table) => {
      const module = users.get(table);
      return module === undefined ? { table } : { table, module };
    });
}

/**
 * Folders are menus that lead nowhere themselves (no route, link or module), as the menu tree
 * treats them; each with the modules its own entries open, so the designer can put a new module
 * beside its family.
 */
async function menuFolders(db: PlatformDb): Promise<DesignContext['menuFolders']> {
  const rows = await db
    .selectFrom('sys_menu')
    .select(['id', 'name_zh', 'name_en'])
    .where('mod_type', '=', 'MENU')
    .where((eb) => eb.and([eb.or([eb('router_path', 'is', null), eb('router_path', '=', '')]), eb('url', 'is', null), eb('module', 'is', null)]))
    .orderBy('seq')
    .orderBy('id')
    .execute();
  const entries = await db.selectFrom('sys_menu').select(['parent_id', 'module']).where('module', 'is not', null).orderBy('seq').orderBy('id').execute();
  return rows.map((row) => ({
    id: String(row.id),
    title: { 'zh-CN': String(row.name_zh), 'en-US': String(row.name_en) },
    modules: entries.filter((entry) => String(entry.parent_id) === String(row.id)).map((entry) => String(entry.module)),
  }));
}

/** The models of every module, with the nodes of each published version: what `workflow.states` may name. */
async function workflowModels(db: PlatformDb): Promise<DesignContext['workflowModels']> {
  const rows = await db
    .selectFrom('wf_model as m')
    .leftJoin('wf_model_version as v', (join) => join.onRef('v.model_id', '=', 'm.model_id').onRef('v.version', '=', 'm.published_version'))
    .select(['m.module_id', 'm.model_id', 'm.model_name', 'm.publish_state', 'v.model_json'])
    .orderBy('m.module_id')
    .orderBy('m.model_id')
    .execute();
  return rows.map((row) => {
    const published = Number(row.publish_state) === PUBLISHED;
    const nodes = published && row.model_json ? readModel(String(row.model_json)).nodes.map((node) => ({ id: node.id, name: node.desc || node.name || node.id })) : [];
    return { moduleId: String(row.module_id), modelId: String(row.model_id), name: String(row.model_name), published, nodes };
  });
}

async function roles(db: PlatformDb): Promise<DesignContext['roles']> {
  const rows = await db.selectFrom('sys_role').select(['role_id', 'role_name_zh', 'role_name_en']).where('state', '=', 1).orderBy('seq').orderBy('role_id').execute();
  return rows.map((row) => ({ id: row.role_id, name: { 'zh-CN': row.role_name_zh, 'en-US': row.role_name_en } }));
}

/** Posts in use, by organisation then their own order: a bundle names a post by its key, which is unique across organisations. */
async function posts(db: PlatformDb): Promise<DesignContext['posts']> {
  const rows = await db
    .selectFrom('sys_post as p')
    .innerJoin('sys_org as o', 'o.org_no', 'p.org_no')
    .select(['p.post_no', 'p.post_name', 'o.org_name'])
    .where('p.state', '=', 1)
    .orderBy('o.seq')
    .orderBy('o.org_no')
    .orderBy('p.seq')
    .orderBy('p.post_no')
    .execute();
  return rows.map((row) => ({ id: row.post_no, name: row.post_name, orgName: row.org_name }));
}

/** What the editor offers: dictionaries, the published entities and their fields (references), folders, workflow models, roles, posts, tables. */
export async function designContext(db: PlatformDb, registry: ModuleRegistry): Promise<DesignContext> {
  return {
    dictionaries: registry.dictionaries,
    entities: registry.all().map((module) => ({
      moduleId: module.moduleId,
      entityName: module.entityName,
      title: module.bundle.title,
      fields: [...module.fields.values()].map((field) => ({ name: field.name, label: field.def.label, type: field.type })),
      children: (module.bundle.form.children ?? []).map((child) => child.module),
    })),
    menuFolders: await menuFolders(db),
    workflowModels: await workflowModels(db),
    roles: await roles(db),
    posts: await posts(db),
    tables: await moduleTables(db),
  };
}
