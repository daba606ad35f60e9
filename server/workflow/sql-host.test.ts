import { describe, expect, it } from 'vitest';
import { numberPlaceholders } from './sql-host.ts';
import { readPhrases } from './common-opinions.ts';

describe('numberPlaceholders', () => {
  it('numbers ? outside quotes for PostgreSQL', () => {
    expect(numberPlaceholders("select count(*) from t where a = ? and b = '?' and \"c?\" = ?;", 2)).toBe("select count(*) from t where a = $1 and b = '?' and \"c?\" = $2");
    expect(numberPlaceholders('  WITH x AS (select 1) select * from x', 0)).toBe('WITH x AS (select 1) select * from x');
  });

  it('refuses anything but one query with one argument per placeholder', () => {
    for (const [text, count] of [['delete from t', 0], ['select 1; drop table t', 0], ['select ?', 0], ['select 1', 1], ["select 'open", 0], ['selectx', 0]] as const) {
      expect(() => numberPlaceholders(text, count), text).toThrow(expect.objectContaining({ messageId: 'workflow.sqlRefused' }));
    }
  });
});

describe('readPhrases', () => {
  it('reads one phrase or the dialog list, skipping empty ones', () => {
    expect(readPhrases(' 同意 ')).toEqual({ phrases: ['同意'], replacesList: false });
    expect(readPhrases(JSON.stringify([{ desc: '同意' }, { desc: '' }, { desc: '同意' }, { desc: '退回' }]))).toEqual({ phrases: ['同意', '退回'], replacesList: true });
    expect(readPhrases('[]')).toEqual({ phrases: [], replacesList: true });
  });
});
