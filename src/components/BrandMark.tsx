/** The product mark: a wind turbine over a solar panel, drawn in currentColor. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" fillOpacity="0.15" stroke="none" />
      <path d="M16 13v12" />
      <path d="M16 13 11.5 6.5M16 13l7.5 1M16 13l-5 5.5" />
      <path d="M8 25h16" />
    </svg>
  );
}
