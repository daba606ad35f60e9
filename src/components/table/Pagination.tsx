import { memo, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { Select } from '../Select.tsx';
import { pageCountOf, pagerItems } from './pager-items.ts';

export const PAGE_SIZES: readonly number[] = [10, 20, 30, 40, 50];
/**
 * A module list's sizes: the spec's, then large pages for reading through many records at once
 * (issue 17), whose rows the table draws only while in view (use-row-window.ts).
 */
export const LIST_PAGE_SIZES: readonly number[] = [...PAGE_SIZES, 100, 200, 500];

export interface PaginationProps {
  total: number;
  pageNo: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onChange: (pageNo: number, pageSize: number) => void;
}

const BUTTON = 'h-7 min-w-7 rounded px-2 text-sm disabled:cursor-not-allowed disabled:text-slate-300';

/** The pager of spec 01 §9, laid out as total, sizes, prev, pager, next, jumper. */
export const Pagination = memo(function Pagination({ total, pageNo, pageSize, pageSizes = PAGE_SIZES, onChange }: PaginationProps) {
  const t = useT();
  const pageCount = pageCountOf(total, pageSize);
  const [jump, setJump] = useState('');
  const go = (page: number) => {
    const target = Math.min(pageCount, Math.max(1, page));
    if (target !== pageNo) onChange(target, pageSize);
  };
  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const page = Number.parseInt(jump, 10);
    if (Number.isFinite(page)) go(page);
    setJump('');
  };
  return (
    <nav className="flex flex-wrap items-center justify-end gap-2 py-2 text-sm text-slate-600" aria-label={t('table.pager.label')}>
      <span>{t('table.pager.total', { total })}</span>
      <Select
        label={t('table.pager.sizeLabel')}
        size="h-7 w-auto"
        value={String(pageSize)}
        options={pageSizes.map((size) => ({ value: String(size), label: t('table.pager.perPage', { size }) }))}
        onChange={(size) => onChange(1, Number(size))}
      />
      <button type="button" className={BUTTON} disabled={pageNo <= 1} onClick={() => go(pageNo - 1)} aria-label={t('table.pager.prev')}>
        ‹
      </button>
      {pagerItems(pageNo, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-current={item === pageNo ? 'page' : undefined}
            className={`${BUTTON} ${item === pageNo ? 'bg-primary-600 text-white' : 'hover:text-primary-600'}`}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            className={`${BUTTON} hover:text-primary-600`}
            onClick={() => go(item === 'gap-before' ? pageNo - 5 : pageNo + 5)}
          >
            …
          </button>
        ),
      )}
      <button type="button" className={BUTTON} disabled={pageNo >= pageCount} onClick={() => go(pageNo + 1)} aria-label={t('table.pager.next')}>
        ›
      </button>
      <label className="flex items-center gap-1">
        {t('table.pager.goto')}
        <input
          className="h-7 w-12 rounded border border-slate-300 px-1 text-center"
          inputMode="numeric"
          value={jump}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={onJumpKey}
          onBlur={() => setJump('')}
        />
        {t('table.pager.pageSuffix')}
      </label>
    </nav>
  );
});
