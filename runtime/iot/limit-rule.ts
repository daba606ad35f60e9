/**
 * When a reading raises or recovers a limit event. A reading outside [lower, upper] raises one
 * when none is open; an open one recovers only once a reading is back inside the limits by the
 * deadband, so a value hovering at a limit does not raise an event per message.
 */
export interface PointLimits {
  lower?: number;
  upper?: number;
  deadband: number;
}

export type Breach = 'above' | 'below';

export type LimitDecision = { kind: 'raise'; breach: Breach; limit: number } | { kind: 'recover' } | { kind: 'none' };

export function breachOf(limits: PointLimits, value: number): { breach: Breach; limit: number } | undefined {
  if (limits.upper !== undefined && value > limits.upper) return { breach: 'above', limit: limits.upper };
  if (limits.lower !== undefined && value < limits.lower) return { breach: 'below', limit: limits.lower };
  return undefined;
}

function backInside(limits: PointLimits, value: number): boolean {
  const band = Math.max(0, limits.deadband);
  return (limits.upper === undefined || value <= limits.upper - band) && (limits.lower === undefined || value >= limits.lower + band);
}

/** The decision for one reading of a point with or without an open event. */
export function decideLimit(limits: PointLimits, value: number, open: boolean): LimitDecision {
  if (!open) {
    const breach = breachOf(limits, value);
    return breach ? { kind: 'raise', ...breach } : { kind: 'none' };
  }
  return backInside(limits, value) ? { kind: 'recover' } : { kind: 'none' };
}

export interface TimedReading {
  ts: number;
  value: number;
}

export type PointStep = { kind: 'raise'; breach: Breach; limit: number; reading: TimedReading } | { kind: 'recover'; reading: TimedReading };

/**
 * The raises and recoveries of one point over readings taken in order (a batch of messages),
 * starting with or without an open event.
 */
export function pointSteps(limits: PointLimits, open: boolean, readings: readonly TimedReading[]): PointStep[] {
  const steps: PointStep[] = [];
  let isOpen = open;
  for (const reading of [...readings].sort((a, b) => a.ts - b.ts)) {
    const decision = decideLimit(limits, reading.value, isOpen);
    if (decision.kind === 'raise') steps.push({ kind: 'raise', breach: decision.breach, limit: decision.limit, reading });
    if (decision.kind === 'recover') steps.push({ kind: 'recover', reading });
    if (decision.kind !== 'none') isOpen = decision.kind === 'raise';
  }
  return steps;
}
