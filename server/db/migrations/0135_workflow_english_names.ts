import { sql, type Migration } from 'kysely';
import { addMissingColumns } from '../schema-shape.ts';

/**
 * English names beside the Chinese ones a model and its tasks already keep (runtime/workflow/
 * model-names.ts): lists read, filter and sort the name of the user's language in SQL. Null
 * for rows written before, which read the Chinese name in both languages.
 */
export const workflowEnglishNames: Migration = {
  async up(db) {
    await addMissingColumns(db, 'wf_model', [{ name: 'model_name_en', type: sql`varchar(200)` }]);
    await addMissingColumns(db, 'wf_task', [{ name: 'node_desc_en', type: sql`varchar(200)` }]);
  },
};
