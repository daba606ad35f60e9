/**
 * Bounds of the condition language. Expressions come from the model designer and run inside
 * a submit: they must not be able to stall the server, exhaust its stack or its memory.
 */
export interface ExpressionLimits {
  /** Characters of source text. */
  maxSource: number;
  maxTokens: number;
  /** Nesting of sub-expressions: the parser and interpreter recurse once per level. */
  maxDepth: number;
  /** Nodes evaluated, counting every visit. */
  maxSteps: number;
  /** Calls that leave the interpreter (SQL, extension methods, user look-ups). */
  maxHostCalls: number;
  /** Characters of any string a concatenation builds. */
  maxString: number;
}

export const DEFAULT_LIMITS: Readonly<ExpressionLimits> = Object.freeze({
  maxSource: 4000,
  maxTokens: 1000,
  maxDepth: 48,
  maxSteps: 10_000,
  maxHostCalls: 16,
  maxString: 65_536,
});
