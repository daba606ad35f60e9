export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarize(latenciesMs: readonly number[], elapsedMs: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
    perSecond: (sorted.length / elapsedMs) * 1000,
  };
}

/** One line of figures; `rate` adds requests per second (meaningless for paint timings). */
export function formatRow(label: string, summary: LatencySummary, { rate = true }: { rate?: boolean } = {}): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  const line = `${label.padEnd(18)} n=${String(summary.count).padEnd(6)} p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  max ${ms(summary.max)}`;
  return rate ? `${line}  ${summary.perSecond.toFixed(1).padStart(8)} req/s` : line;
}
