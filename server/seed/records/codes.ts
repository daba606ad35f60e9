/**
 * Document codes as a numbering rule issues them (prefix + period + sequence), for demo records
 * generated in time order: the sequence starts again with each period, as the rule's reset does.
 */
export function codeIssuer(prefix: string, width: number, periodOf: (ms: number) => string): (ms: number) => string {
  const issued = new Map<string, number>();
  return (ms) => {
    const period = periodOf(ms);
    const sequence = (issued.get(period) ?? 0) + 1;
    issued.set(period, sequence);
    return `${prefix}${period}${String(sequence).padStart(width, '0')}`;
  };
}
