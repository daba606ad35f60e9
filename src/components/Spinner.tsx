/** A rotating ring; `label` is read by screen readers and shown beside it when `showLabel`. */
export function Spinner({ size = 20, label, showLabel = false, className = '' }: { size?: number; label?: string; showLabel?: boolean; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-slate-500 ${className}`}>
      <span className="inline-block animate-spin rounded-full border-2 border-current border-t-transparent" style={{ width: size, height: size }} />
      {label && <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>}
    </span>
  );
}
