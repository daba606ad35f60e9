import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl } from './session.ts';

/**
 * Publishes a fixture module bundle (tests/fixtures/<folder>/<moduleId>.json) through the
 * designer's calls as the administrator signed in on `page`. Modules of a test's own, so the
 * other e2e files' demo modules stay as they are; a child list goes before the parent naming it.
 */
export async function publishFixture(page: Page, folder: string, moduleId: string): Promise<void> {
  // The page keeps its token encrypted; the header of its own next call carries it.
  const sent = page.waitForRequest((request) => request.headers().authorization !== undefined);
  await page.reload();
  const authorization = (await sent).headers().authorization ?? '';
  const post = async (path: string, form: Record<string, string>) => {
    const response = await page.request.post(`${baseUrl()}/api/system/moduleDesign/${path}`, { form, headers: { Authorization: authorization } });
    const body = await response.json();
    if (body.state !== 0) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 500)}`);
    return body.value;
  };
  const bundle = fs.readFileSync(`tests/fixtures/${folder}/${moduleId}.json`, 'utf8');
  const draft = await post('saveDraft.ajax', { moduleId, bundle, revision: '-1', create: '1', note: 'e2e' });
  await post('publish.ajax', { moduleId, revision: String(draft.revision), publishedVersion: '0', note: 'e2e' });
}
