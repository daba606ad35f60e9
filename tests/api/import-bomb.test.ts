import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKBOOK_ZIP_LIMITS } from '../../server/excel/import-limits.ts';
import {
  peakResidentBytes, postFile, postForm, residentBytes, resetPeakResident, serverDatabase, signIn, startServerProcess, type ServerProcess,
} from './server-process.ts';
import { packRepeated, readZip, writeZip } from './zip-helpers.ts';

const MB = 1024 * 1024;
const INFLATED_BYTES = 420 * MB;
const PEAK_RSS_BYTES = 600 * MB;
/** What refusing the bomb may add to the server's resident peak: the upload's buffers, no inflated part. */
const REFUSAL_HEADROOM_BYTES = 64 * MB;

/**
 * A genuine template (its mark valid) carrying a shared-strings part that inflates to more than
 * 400 MB from about 2.6 MB: sizes declared honestly and a ratio below the per-entry limit, so
 * only the inflated-size limits can refuse it.
 */
function xlsxBomb(template: Buffer): { bytes: Buffer; ratio: number } {
  const chunk = Array.from({ length: 512 }, () => `<si><t>${randomBytes(4).toString('hex')}${'a'.repeat(2000)}</t></si>`).join('');
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
  const strings = packRepeated(head, chunk, Math.ceil(INFLATED_BYTES / chunk.length), '</sst>');
  const parts = readZip(template).map((part) => {
    const text = part.data.toString('utf8');
    if (part.name === '[Content_Types].xml') {
      const override = '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>';
      return { ...part, data: Buffer.from(text.replace('</Types>', `${override}</Types>`)) };
    }
    if (part.name === 'xl/_rels/workbook.xml.rels') {
      const relation = '<Relationship Id="rIdBomb" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>';
      return { ...part, data: Buffer.from(text.replace('</Relationships>', `${relation}</Relationships>`)) };
    }
    return part;
  });
  const bytes = writeZip([...parts, { name: 'xl/sharedStrings.xml', data: Buffer.alloc(0), packed: strings }]);
  return { bytes, ratio: strings.size / strings.bytes.length };
}

/**
 * The real server in its own process, so that its resident memory is what is measured. The
 * embedded database alone keeps some 600 MB resident (its WebAssembly heap), so there the
 * bound proven is what the refusal adds; on PostgreSQL also the absolute 600 MB.
 */
describe('import: an xlsx bomb', () => {
  let database: Awaited<ReturnType<typeof serverDatabase>>;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await serverDatabase();
    server = await startServerProcess(database.dataDir, database.databaseUrl);
  }, 150_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await new Promise((resolve) => (server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(undefined)));
    await database.drop();
  });

  it('is refused with a clear message while the server keeps serving and its memory stays bounded', async () => {
    const admin = await signIn(server.base, 'admin');
    const template = Buffer.from(await (await postForm(server.base, admin, 'pub/generateImportTemplate.ajax', { _entityName: 'BaStation' })).arrayBuffer());
    const bomb = xlsxBomb(template);
    expect(bomb.ratio).toBeLessThan(WORKBOOK_ZIP_LIMITS.maxRatio);

    // The analyst may import into no module.
    const analyst = await signIn(server.base, 'analyst');
    const denied = await postFile(server.base, analyst, 'attachment/importUploadFile.ajax', 'bomb.xlsx', bomb.bytes);
    expect(await denied.json()).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });

    const before = await residentBytes(server.child);
    await resetPeakResident(server.child);
    const refused = await postFile(server.base, admin, 'attachment/importUploadFile.ajax', 'bomb.xlsx', bomb.bytes);
    expect(await refused.json()).toMatchObject({ state: -1, msgInfo: '工作簿解压后过大或结构异常，已拒绝导入' });
    const peak = await peakResidentBytes(server.child);
    expect(peak - before).toBeLessThan(REFUSAL_HEADROOM_BYTES);
    if (database.databaseUrl) expect(peak).toBeLessThan(PEAK_RSS_BYTES);
    expect((await fetch(`${server.base}/login/publicKey.ajax`)).ok).toBe(true);
  }, 120_000);
});
