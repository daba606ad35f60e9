/**
 * JSON Schema checks of bundle files with ajv (2020-12). The validators are precompiled from
 * schemas/ (npm run schemas:compile), so the browser checks a bundle the same way as the server
 * (the designer screen does) without compiling code at run time, which the page's policy forbids.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { validateDictionaries, validateModule, validateReport } from './generated/bundle-validators.js';
import { bundleProblem, pointer, type BundleProblem } from './bundle-problem.ts';
import { schemaMessage } from './schema-message.ts';

/** A missing or unknown property is a problem of its parent; an unknown one is shown at its own name. */
function problemOf(error: ErrorObject, file: string): BundleProblem {
  const { messageId, params } = schemaMessage(error);
  const at = error.keyword === 'additionalProperties' ? error.instancePath + pointer(String(params.property)) : error.instancePath || '/';
  return bundleProblem(file, at, messageId, params);
}

function problemsOf(validate: ValidateFunction, json: unknown, file: string): BundleProblem[] {
  if (validate(json)) return [];
  // An 'if' failure only repeats the 'then' errors listed beside it.
  return (validate.errors ?? []).filter((error) => error.keyword !== 'if').map((error) => problemOf(error, file));
}

export function moduleSchemaProblems(json: unknown, file: string): BundleProblem[] {
  return problemsOf(validateModule, json, file);
}

export function dictionariesSchemaProblems(json: unknown, file: string): BundleProblem[] {
  return problemsOf(validateDictionaries, json, file);
}

export function reportSchemaProblems(json: unknown, file: string): BundleProblem[] {
  return problemsOf(validateReport, json, file);
}
