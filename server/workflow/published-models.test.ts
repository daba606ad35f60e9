import { afterAll, describe, expect, it } from 'vitest';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { publishDraft, saveDraft } from './model-store.ts';
import { publishedModel } from './published-models.ts';
import { migratePlatformSchema } from '../db/platform-migrate.ts';

const opened: Database[] = [];

afterAll(() => Promise.all(opened.map((database) => database.close())));

/** A database holding version 1 of model 'm' whose review node is named `reviewName`. */
async function databaseWithModel(reviewName: string): Promise<Database> {
  const database = await createDatabase({});
  opened.push(database);
  await migratePlatformSchema(database);
  const model = wfModel('m', 'dfDefect', 'test', [
    wfNode('start', 'start', '登记', { handlers: { ...NO_HANDLERS, starter: true } }),
    wfNode('review', 'ordinary', reviewName, { handlers: { ...NO_HANDLERS, users: ['U1'] } }),
    wfNode('end', 'end', '结束'),
  ], [wfLine('l1', 'start', 'review'), wfLine('l2', 'review', 'end')]);
  await saveDraft(database.db, model, 'U1');
  await publishDraft(database.db, model, 'U1');
  return database;
}

describe('publishedModel', () => {
  it('reads a published version once per database and never mixes databases', async () => {
    const first = await databaseWithModel('审核');
    const engine = await publishedModel(first, first.db, 'm', 1);
    expect(engine.graph.node('review')?.desc).toBe('审核');
    // Versions are never rewritten: a second read is served from memory, without the row.
    await first.db.deleteFrom('wf_model_version').execute();
    expect(await publishedModel(first, first.db, 'm', 1)).toBe(engine);

    // Another database (a test schema, another server's data) has its own version 1.
    const second = await databaseWithModel('复核');
    expect((await publishedModel(second, second.db, 'm', 1)).graph.node('review')?.desc).toBe('复核');
    await expect(publishedModel(second, second.db, 'm', 2)).rejects.toMatchObject({ messageId: 'workflow.modelNotFound' });
    // Two embedded databases are created and migrated: slow on a machine busy with other work.
  }, 90_000);
});
