import { Type, type TOptional, type TString } from '@sinclair/typebox';

/**
 * Schemas of call parameters, shared by every route. Form values arrive as strings: a length
 * bound is the only shape most parameters have; the handler reads meaning from them.
 */
export function text(maxLength: number): TString {
  return Type.String({ maxLength });
}

/** A parameter a call may go without. */
export function optionalText(maxLength: number): TOptional<TString> {
  return Type.Optional(text(maxLength));
}
