import type { FastifyRequest } from 'fastify';
import { MAX_PAGE_SIZE, planListQuery } from '../../runtime/index.ts';
import { isGeoType, type GeoType } from '../../runtime/rules/geo-value.ts';
import type { BackdropFeature } from '../../contracts/map.ts';
import { allowedOperations, recordContext } from './module-call.ts';
import { fieldAccessOf } from './field-overrides.ts';
import { hiddenFields } from './field-visibility.ts';
import type { RecordService } from './record-service.ts';
import { requireUser } from '../auth/permissions.ts';

/**
 * What the map editors draw under the shape being edited: the geo values of every record of the
 * modules whose bundle declares `mapBackdrop`, as the user's list of that module would show them
 * (the module's view grant, the organisation and data scope, hidden fields left out). A module the
 * user may not view adds nothing: the backdrop is context, not a reason to refuse the editor.
 */
export async function mapBackdrop(request: FastifyRequest, records: RecordService): Promise<BackdropFeature[]> {
  const user = requireUser(request);
  const features: BackdropFeature[] = [];
  for (const module of request.server.modules.all()) {
    const backdrop = module.bundle.mapBackdrop;
    if (!backdrop || !allowedOperations(request, module).moduleOprs.includes('view')) continue;
    const hidden = hiddenFields(await fieldAccessOf(request.server.database.db, module, user));
    const geoFields = [...module.fields.values()].filter((field) => isGeoType(field.type) && !hidden.has(field.name));
    if (geoFields.length === 0) continue;
    const labelField = hidden.has(backdrop.labelField) ? undefined : backdrop.labelField;
    const renderFields = [...(labelField ? [labelField] : []), ...geoFields.map((field) => field.name)].join(',');
    const plan = planListQuery(module, { renderFields, pageSize: String(MAX_PAGE_SIZE) });
    const { rows } = await records.list(module, plan, recordContext(request, user));
    for (const row of rows) {
      const label = labelField ? String(row.values[labelField] ?? '') : '';
      for (const field of geoFields) {
        const value = row.values[field.name];
        if (typeof value === 'string' && value !== '') features.push({ label, type: field.type as GeoType, value });
      }
    }
  }
  return features;
}
