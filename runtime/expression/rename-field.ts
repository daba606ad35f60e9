import { tokenize } from '../workflow/expression/tokenize.ts';
import { DEFAULT_LIMITS } from '../workflow/expression/limits.ts';

/**
 * An expression with every bare read of field `from` renamed to `to` (function names, quoted
 * texts and the rest kept as written), for the designer's rename of a field. Text that does not
 * tokenize is answered unchanged: the bundle check reports it anyway.
 */
export function renameFieldInExpression(source: string, from: string, to: string): string {
  let tokens;
  try {
    tokens = tokenize(source, DEFAULT_LIMITS);
  } catch {
    return source;
  }
  let result = '';
  let copied = 0;
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    const isCall = next?.kind === 'op' && next.text === '(';
    const afterDot = tokens[i - 1]?.kind === 'op' && tokens[i - 1]?.text === '.';
    if (token.kind !== 'ident' || token.text !== from || isCall || afterDot) return;
    result += source.slice(copied, token.pos) + to;
    copied = token.pos + from.length;
  });
  return result + source.slice(copied);
}
