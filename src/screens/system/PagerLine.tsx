import { Button } from '../../components/index.ts';
import { useT } from '../../i18n/hooks.ts';

export interface PagerLineProps {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  className?: string;
}

/** The total and the previous and next page buttons under or beside a small system table. */
export function PagerLine({ total, pageSize, page, onPage, className = '' }: PagerLineProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <span className={`flex items-center gap-2 text-sm text-slate-500 ${className}`}>
      {t('system.total', { n: total })}
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹
      </Button>
      {page} / {pages}
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        ›
      </Button>
    </span>
  );
}
