import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, MAX_PAGE_SIZE, planListQuery } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { createRecordService } from '../modules/record-service.ts';
import { moduleByEntity, recordContext, requireModuleOperation } from '../modules/module-call.ts';
import { fieldsHeader, listEnvelope, listHeader } from '../modules/list-envelope.ts';
import { CONDITION_SCHEMA, ENTITY_PARAMS, KEY_SCHEMA, LIST_PARAMS } from '../modules/call-params.ts';
import { DEFAULT_TREE_ROOT, moduleTreeChildren } from '../modules/module-tree.ts';
import { ORG_TREE_ENTITY, orgTreeChildren } from '../modules/org-tree.ts';
import { parseSortItems } from '../modules/sort-items.ts';
import { choicesReference, REFERENCE_FILTER_PARAMS, SELECTOR_PARAMS, withReferenceFilter, withSelectorParams } from '../modules/reference-filter.ts';
import { whereScope } from '../modules/reference-where.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';
import { assertVisiblePlan, hiddenFields, visibleList } from '../modules/field-visibility.ts';
import { mapBackdrop } from '../modules/map-backdrop.ts';
import type { MapContextAnswer } from '../../contracts/map.ts';

type Params = Record<string, unknown>;


function stringParam(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * pub/tree.ajax, pub/tableSelector.ajax, pub/tableListSort.ajax and pub/dict.ajax: calls by
 * _entityName; pub/mapContext.ajax: what the map editor shows besides the shape it edits.
 */
export async function pubRoutes(app: FastifyInstance): Promise<void> {
  const records = createRecordService(app.database, app.modules);

  addCall(
    app,
    'pub/tree.ajax',
    { params: Type.Object({ ...ENTITY_PARAMS, ...REFERENCE_FILTER_PARAMS, id: Type.Optional(KEY_SCHEMA), condition: Type.Optional(CONDITION_SCHEMA), defaultCondition: Type.Optional(CONDITION_SCHEMA), _entityName: text(64) }) },
    async (request, params) => {
      const id = stringParam(params, 'id');
      if (stringParam(params, '_entityName') === ORG_TREE_ENTITY) {
        // Only the organisations the user may work in, and their departments and teams.
        const user = requireUser(request);
        return orgTreeChildren(app.database.db, id, user.userId);
      }
      const module = moduleByEntity(app.modules, params);
      const user = requireModuleOperation(request, module, 'view');
      // A reference's tree picker shows every node of its filter, the ones its where leaves out disabled.
      const defaultCondition = withReferenceFilter(app.modules, module, params, { where: false });
      const selectable = whereScope(module, choicesReference(app.modules, module, params)?.def.reference?.where, 't');
      const plan = planListQuery(module, { condition: params.condition, defaultCondition, pageSize: MAX_PAGE_SIZE });
      const fieldAccess = await fieldAccessOf(app.database.db, module, user);
      assertVisiblePlan(plan, fieldAccess);
      const nameHidden = module.bundle.tree !== undefined && hiddenFields(fieldAccess).has(module.bundle.tree.nameField);
      return moduleTreeChildren(app.database.db, module, id || (module.bundle.tree?.rootId ?? DEFAULT_TREE_ROOT), plan, recordContext(request, user), { selectable, nameHidden });
    },
  );

  addCall(
    app,
    'pub/tableSelector.ajax',
    { params: Type.Object({ ...LIST_PARAMS, ...REFERENCE_FILTER_PARAMS, ...SELECTOR_PARAMS, entityName: optionalText(64), moduleId: optionalText(64) }) },
    async (request, params) => {
      const module = moduleByEntity(app.modules, params);
      const user = requireModuleOperation(request, module, 'view');
      const defaultCondition = withSelectorParams(module, params, withReferenceFilter(app.modules, module, params));
      const plan = planListQuery(module, { ...params, defaultCondition });
      const fieldAccess = await fieldAccessOf(app.database.db, module, user);
      assertVisiblePlan(plan, fieldAccess, params.orderField);
      const result = visibleList(await records.list(module, plan, recordContext(request, user)), fieldAccess);
      const header = stringParam(params, 'renderFields') ? fieldsHeader(module, plan.fields, request.locale, fieldAccess) : listHeader(module, request.locale, fieldAccess);
      return listEnvelope(result, header);
    },
  );

  addCall(
    app,
    'pub/tableListSort.ajax',
    { params: Type.Object({ ...ENTITY_PARAMS, draggableData: text(1_000_000), _entityName: text(64) }) },
    async (request, params) => {
      const module = moduleByEntity(app.modules, params);
      const user = requireModuleOperation(request, module, 'dragSort');
      await records.sort(module, parseSortItems(params.draggableData), recordContext(request, user));
      return ok(null, { msgInfo: request.t('msg.success') });
    },
  );

  // The tile source (MAP_TILE_URL; null: the editor draws a coordinate grid) and the backdrop records.
  addCall(app, 'pub/mapContext.ajax', { params: NO_PARAMS }, async (request) => {
    const answer: MapContextAnswer = { tileUrl: app.config.mapTileUrl ?? null, features: await mapBackdrop(request, records) };
    return ok(answer);
  });

  addCall(app, 'pub/dict.ajax', { params: Type.Object({ codes: text(2000) }) }, async (request, params) => {
    requireUser(request);
    const value: Record<string, { value: string; label: string; disabled?: boolean; color?: string }[]> = {};
    for (const code of stringParam(params, 'codes').split(',').map((entry) => entry.trim()).filter(Boolean)) {
      const dictionary = app.modules.dictionaries[code];
      if (!dictionary) throw new AppError('E_BAD_REQUEST', { reason: `dict ${code}` });
      // A disabled item still names the value records hold; pickers offer it no more.
      value[code] = dictionary.items.map((item) => ({ value: item.value, label: item.label[request.locale], ...(item.disabled ? { disabled: true } : {}), ...(item.color ? { color: item.color } : {}) }));
    }
    return ok(value);
  });
}
