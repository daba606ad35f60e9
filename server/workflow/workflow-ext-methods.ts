import type { ModuleRegistry } from '../modules/registry.ts';
import { bundleConditionMethods } from './bundle-conditions.ts';
import { bundleHandlerMethods } from './bundle-handlers.ts';
import type { ExtMethod } from './ext-methods.ts';
import { PLATFORM_EXT_METHODS } from './platform-ext-methods.ts';

/** Every extension method models may name now: the platform's, then those the published bundles declare. */
export function workflowExtMethods(modules: ModuleRegistry): readonly ExtMethod[] {
  return [...PLATFORM_EXT_METHODS, ...bundleConditionMethods(modules), ...bundleHandlerMethods(modules)];
}
