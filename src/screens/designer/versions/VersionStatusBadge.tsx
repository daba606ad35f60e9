import { useT } from '../../../i18n/hooks.ts';
import type { VersionStatus } from '../../../../contracts/module-design.ts';

const STYLE: Record<VersionStatus, string> = {
  draft: 'bg-amber-50 text-amber-700 ring-amber-200',
  published: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  archived: 'bg-slate-50 text-slate-500 ring-slate-200',
};

/** 草稿 / 已发布 / 已归档 as a coloured tag. */
export function VersionStatusBadge({ status }: { status: VersionStatus }) {
  const t = useT();
  return <span className={`inline-block rounded px-1.5 text-xs leading-5 whitespace-nowrap ring-1 ring-inset ${STYLE[status]}`}>{t(`designer.versions.status.${status}`)}</span>;
}
