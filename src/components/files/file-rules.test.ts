import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, translate } from '../../i18n/i18n.ts';
import { checkAttachment, checkImage, checkImportFile, DEFAULT_ATTACH_TYPES, MB, type Refusal } from './file-rules.ts';

function text(refusal: Refusal | null, locale: 'zh-CN' | 'en-US' = 'zh-CN'): string | undefined {
  activateLocale(locale);
  return refusal ? translate(refusal.messageId, refusal.params) : undefined;
}

// en-US fetched once up front (zh-CN is active from the start): text() then switches synchronously.
beforeAll(() => activateLocale('en-US'));

const attachLimits = { types: DEFAULT_ATTACH_TYPES, maxSizeMb: 100, maxFiles: 6 };

describe('attachment checks', () => {
  it('refuses a file over the size limit with the spec message', () => {
    const refusal = checkAttachment({ name: 'big.pdf', size: 100 * MB + 1 }, 0, attachLimits);
    expect(text(refusal)).toBe('上传文件大小不能超过 100MB!');
    expect(text(refusal, 'en-US')).toBe('file size cannot exceed 100MB!');
    expect(checkAttachment({ name: 'ok.pdf', size: 100 * MB }, 0, attachLimits)).toBeNull();
  });

  it('refuses once the count limit is reached', () => {
    const refusal = checkAttachment({ name: 'a.pdf', size: 1 }, 6, attachLimits);
    expect(text(refusal)).toBe('当前设置最多上传 6 个文件，请移除后上传!');
    expect(text(refusal, 'en-US')).toBe('at most 6 files allowed, remove before uploading');
    expect(checkAttachment({ name: 'a.pdf', size: 1 }, 5, attachLimits)).toBeNull();
  });

  it('refuses a type outside the allowed list, whatever the case of the suffix', () => {
    expect(text(checkAttachment({ name: 'run.exe', size: 1 }, 0, attachLimits))).toMatch(/^不支持上传 exe 类型的文件/);
    expect(checkAttachment({ name: 'REPORT.DOCX', size: 1 }, 0, attachLimits)).toBeNull();
    expect(checkAttachment({ name: 'noext', size: 1 }, 0, attachLimits)?.params.type).toBe('?');
  });
});

describe('image checks', () => {
  it('takes only gif, jpeg and png', () => {
    const refusal = checkImage({ type: 'image/webp', size: 1 }, 0, { maxSizeMb: 10, limit: 0 });
    expect(text(refusal)).toBe('选择的文件非图像类文件');
    expect(text(refusal, 'en-US')).toBe('selected file type image/webp is not an image file');
    for (const type of ['image/gif', 'image/jpeg', 'image/png']) expect(checkImage({ type, size: 1 }, 0, { maxSizeMb: 10, limit: 0 })).toBeNull();
  });

  it('is unbounded with limit 0 and refuses at the limit otherwise', () => {
    expect(checkImage({ type: 'image/png', size: 1 }, 500, { maxSizeMb: 10, limit: 0 })).toBeNull();
    expect(text(checkImage({ type: 'image/png', size: 1 }, 3, { maxSizeMb: 10, limit: 3 }))).toBe('当前设置最多上传 3 个文件，请移除后上传!');
    expect(text(checkImage({ type: 'image/png', size: 10 * MB + 1 }, 0, { maxSizeMb: 10, limit: 0 }))).toBe('上传文件大小不能超过 10MB!');
  });
});

describe('import file checks', () => {
  it('takes one xls or xlsx file within 209715200 bytes, stated as 200MB', () => {
    expect(checkImportFile({ name: '车辆.xlsx', size: 209_715_200 })).toBeNull();
    expect(checkImportFile({ name: 'old.XLS', size: 10 })).toBeNull();
    expect(text(checkImportFile({ name: 'data.csv', size: 10 }))).toBe('只能导入 xls 或 xlsx 文件');
    expect(text(checkImportFile({ name: 'huge.xlsx', size: 209_715_201 }))).toBe('上传文件大小不能超过 200MB!');
  });
});
