/**
 * The source of runtime/bundle/generated/bundle-validators.js: the bundle schemas compiled by
 * ajv's standalone code generation, so neither the browser nor the server compiles them with
 * new Function at run time (the page's policy has no 'unsafe-eval').
 */
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import moduleSchema from '../../schemas/module.schema.json' with { type: 'json' };
import dictionariesSchema from '../../schemas/dictionaries.schema.json' with { type: 'json' };
import reportSchema from '../../schemas/report.schema.json' with { type: 'json' };

export const BUNDLE_VALIDATORS_FILE = new URL('../../runtime/bundle/generated/bundle-validators.js', import.meta.url);

/** ajv writes its helpers as require("ajv/dist/runtime/<name>").default even with esm (ajv issue #2209). */
const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g;

/** The module's text; the same schemas always give the same text, byte for byte. */
export function bundleValidatorsSource(): string {
  // strictTypes off: the schema's if/then blocks name properties without repeating type: object.
  const ajv = new Ajv2020({ allErrors: true, strictTypes: false, code: { source: true, esm: true, lines: true } });
  ajv.addSchema(moduleSchema);
  ajv.addSchema(dictionariesSchema);
  ajv.addSchema(reportSchema);
  const code = standaloneCode(ajv, { validateModule: moduleSchema.$id, validateDictionaries: dictionariesSchema.$id, validateReport: reportSchema.$id });
  const helpers = new Set<string>();
  const body = code.replace(/^"use strict";\n/, '').replace(RUNTIME_REQUIRE, (_, name: string) => {
    helpers.add(name);
    // Node imports a CommonJS module as its exports object, bundlers as its default export.
    return `(${name}Module.default ?? ${name}Module)`;
  });
  const imports = [...helpers].sort().map((name) => `import ${name}Module from "ajv/dist/runtime/${name}.js";\n`);
  return `// Generated from schemas/*.schema.json by \`npm run schemas:compile\`: do not edit.\n${imports.join('')}${body}`;
}
