/**
 * JSON Schema checks of bundle files with ajv (2020-12). The schemas are imported as JSON, not
 * read from disk, so the browser can check a bundle the same way (the designer screen does).
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import moduleSchema from '../../schemas/module.schema.json' with { type: 'json' };
import dictionariesSchema from '../../schemas/dictionaries.schema.json' with { type: 'json' };
import { bundleProblem, pointer, type BundleProblem } from './bundle-problem.ts';
import { schemaMessage } from './schema-message.ts';

type Validators = { module: ValidateFunction; dictionaries: ValidateFunction };

let validators: Validators | undefined;

/** Compiled once, on first use: compiling the schemas costs more than checking every bundle. */
function getValidators(): Validators {
  if (!validators) {
    // strictTypes off: the schema's if/then blocks name properties without repeating type: object.
    const ajv = new Ajv2020({ allErrors: true, strictTypes: false });
    ajv.addSchema(moduleSchema);
    validators = {
      module: ajv.getSchema(moduleSchema.$id) as ValidateFunction,
      dictionaries: ajv.compile(dictionariesSchema),
    };
  }
  return validators;
}

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
  return problemsOf(getValidators().module, json, file);
}

export function dictionariesSchemaProblems(json: unknown, file: string): BundleProblem[] {
  return problemsOf(getValidators().dictionaries, json, file);
}
