/** Types of the generated bundle-validators.js beside this file (npm run schemas:compile). */
import type { ValidateFunction } from 'ajv/dist/2020.js';

/** schemas/module.schema.json */
export declare const validateModule: ValidateFunction;
/** schemas/dictionaries.schema.json */
export declare const validateDictionaries: ValidateFunction;
/** schemas/report.schema.json */
export declare const validateReport: ValidateFunction;
