import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';

const compiled = new Map<string, CompiledMessage>();

/**
 * Lingui's run-time message compiler, remembering what it compiled: Lingui compiles a catalog's
 * ICU string on every `_()` call, and a list page asks for the same few (row buttons, 是/否)
 * hundreds of times per answer. Keyed by the message text, so both languages and server labels
 * share it and a reloaded catalog needs no clearing.
 */
export function compileMessageOnce(message: string): CompiledMessage {
  let tokens = compiled.get(message);
  if (!tokens) {
    tokens = compileMessage(message);
    compiled.set(message, tokens);
  }
  return tokens;
}
