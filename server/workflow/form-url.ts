import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';

/** The route of a module's detail form, as the menu seed names it (`{routerPath}/form`). */
export function formUrl(module: CompiledModule | undefined): string {
  const routerPath = module?.bundle.menu?.routerPath;
  return routerPath ? `${routerPath}/form` : '';
}
