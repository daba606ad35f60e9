// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request.ts';
import { writeTokenRecord } from '../../app/session-store.ts';
import { fileLink } from './file-links.ts';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
const requestMock = vi.mocked(request);

/** The server: a link per readable id, numbered so that a new call gives new links. */
let issued = 0;
requestMock.mockImplementation(async (_path, params) => {
  issued += 1;
  const ids = String(params?.ids).split(',').filter((id) => id !== 'secret');
  return { state: 0, value: Object.fromEntries(ids.map((id) => [id, `/api/attachment/fileDownload?infoNo=${id}&signature=s${issued}`])), param: { expiresIn: 300 } };
});

describe('signed file links in the client', () => {
  afterEach(() => requestMock.mockClear());

  it('asks for the links of one moment in one call and reuses them while they live', async () => {
    writeTokenRecord({ token: 'tok-a', expiresHours: 0, obtainedAt: 0 });
    const [first, second] = await Promise.all([fileLink('f1', true), fileLink('f2', true)]);
    expect(requestMock).toHaveBeenCalledTimes(1);
    expect(requestMock).toHaveBeenCalledWith('attachment/fileLink.ajax', { ids: 'f1,f2', viewMode: 'inline' });
    expect(first).toMatch(/infoNo=f1&signature=s\d+$/);
    expect(second).toMatch(/infoNo=f2/);
    expect(await fileLink('f1', true)).toBe(first);
    expect(requestMock).toHaveBeenCalledTimes(1);
    expect(`${first}${second}`).not.toMatch(/access_token|uakey|tok-a/);
  });

  it('forgets the links of an ended session and refuses a file the server gave no link for', async () => {
    writeTokenRecord({ token: 'tok-a', expiresHours: 0, obtainedAt: 0 });
    const before = await fileLink('f3');
    writeTokenRecord({ token: 'tok-b', expiresHours: 0, obtainedAt: 0 });
    const after = await fileLink('f3');
    expect(after).not.toBe(before);
    await expect(fileLink('secret')).rejects.toThrow();
  });
});
