/**
 * The report's table as an Excel workbook, written as the list export writes its own
 * (ExcelJS, streamed into the file storage, kept as an export file of the reader): one column
 * per dimension (its label, else its value), the compared period when there is one, one per measure.
 */
import ExcelJS from 'exceljs';
import type { ReportAnswer } from '../../contracts/report.ts';
import type { Translate } from '../../runtime/index.ts';
import { newId } from '../auth/secrets.ts';
import type { FileRecord } from '../files/file-records.ts';
import { issueName, type FileStorage } from '../files/file-storage.ts';
import { storageSink } from '../files/storage/storage-sink.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { columnWidth } from '../excel/column-format.ts';

const PERIOD = 'period';

export async function writeReportWorkbook(answer: ReportAnswer, storage: FileStorage, ctx: RecordContext, t: Translate, now: Date): Promise<FileRecord> {
  const fileId = newId();
  const storageName = issueName('export', fileId);
  const sink = storageSink(storage, storageName);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink.stream, useStyles: true, useSharedStrings: false });
    workbook.creator = t('files.creator');
    const sheet = workbook.addWorksheet(answer.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    const columns = [
      ...answer.dimensions.map((dimension) => ({ header: dimension.label, key: dimension.name, width: columnWidth(dimension.label, undefined) })),
      ...(answer.periods ? [{ header: t('report.period'), key: PERIOD, width: 14 }] : []),
      ...answer.measures.map((measure) => ({ header: measure.label, key: measure.name, width: columnWidth(measure.label, undefined) })),
    ];
    sheet.columns = columns;
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const row of answer.rows) {
      const cells = [
        ...answer.dimensions.map((dimension) => row.labels[dimension.name] ?? row.values[dimension.name] ?? ''),
        ...(answer.periods ? [t(`report.period.${String(row.values.period)}`)] : []),
        ...answer.measures.map((measure) => row.values[measure.name] ?? null),
      ];
      sheet.addRow(cells).commit();
    }
    sheet.commit();
    await workbook.commit();
    const size = await sink.finish();
    const pad = (value: number) => String(value).padStart(2, '0');
    const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
    return {
      fileId,
      kind: 'export',
      groupId: null,
      orgNo: ctx.orgNo,
      createdBy: ctx.userId,
      fileName: `${answer.title}_${stamp}.xlsx`,
      fileType: 'xlsx',
      byteSize: size,
      storageName,
      moduleId: answer.source,
      meta: null,
    };
  } catch (error) {
    await sink.abort();
    throw error;
  }
}
