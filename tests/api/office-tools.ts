/**
 * Workbooks saved by the tools people fill templates with besides Excel: openpyxl (what pandas
 * writes with) and LibreOffice. Both come from Debian's packages (.ci/run installs them); a
 * machine without them skips the tests that need them, except where REQUIRE_OFFICE_TOOLS=1.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Debian's python3-openpyxl is installed for the system Python, not for other Pythons on PATH. */
const PYTHON = '/usr/bin/python3';
const SOFFICE = 'soffice';

async function works(command: string, args: string[]): Promise<boolean> {
  try {
    await run(command, args);
    return true;
  } catch {
    return false;
  }
}

/** Whether the tool runs here; absent tools are reported, and fatal where they are required. */
export async function officeTool(tool: 'openpyxl' | 'libreoffice'): Promise<boolean> {
  const present = tool === 'openpyxl' ? await works(PYTHON, ['-c', 'import openpyxl']) : await works(SOFFICE, ['--version']);
  if (present) return true;
  const install = tool === 'openpyxl' ? 'python3-openpyxl' : 'libreoffice-calc-nogui';
  if (process.env.REQUIRE_OFFICE_TOOLS === '1') throw new Error(`${tool} is required here: apt-get install ${install}`);
  console.warn(`NOTICE: ${tool} is not installed, its import tests are skipped (apt-get install ${install})`);
  return false;
}

async function inFolder<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'office-'));
  try {
    return await use(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const OPENPYXL_FILL = `
import json, sys, openpyxl
source, target, sheet_name, rows, before = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4]), sys.argv[5]
book = openpyxl.load_workbook(source)
sheet = book[sheet_name]
labels = [str(cell.value or '').lstrip('*') for cell in sheet[1]]
for number, row in enumerate(rows, start=2):
    for label, value in row.items():
        sheet.cell(row=number, column=labels.index(label) + 1, value=value)
if before:
    book.create_sheet(before, 0)['A1'] = before
book.save(target)
`;

/**
 * Fills the data sheet of a template with openpyxl, rows keyed by header label without the '*',
 * and saves it as openpyxl does; `sheetBefore` names a sheet to insert in front of the others.
 */
export function fillWithOpenpyxl(template: Buffer, sheetName: string, rows: Record<string, unknown>[], sheetBefore = ''): Promise<Buffer> {
  return inFolder(async (dir) => {
    const source = path.join(dir, 'template.xlsx');
    const target = path.join(dir, 'filled.xlsx');
    await fs.writeFile(source, template);
    await run(PYTHON, ['-c', OPENPYXL_FILL, source, target, sheetName, JSON.stringify(rows), sheetBefore]);
    return fs.readFile(target);
  });
}

/** Opens a workbook in LibreOffice (headless, a profile of its own) and saves it again as xlsx. */
export function resaveWithLibreOffice(workbook: Buffer): Promise<Buffer> {
  return inFolder(async (dir) => {
    const source = path.join(dir, 'in', 'book.xlsx');
    await fs.mkdir(path.dirname(source));
    await fs.writeFile(source, workbook);
    const profile = `file://${path.join(dir, 'profile')}`;
    const out = path.join(dir, 'out');
    await run(SOFFICE, [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', out, source], { timeout: 120_000 });
    return fs.readFile(path.join(out, 'book.xlsx'));
  });
}
