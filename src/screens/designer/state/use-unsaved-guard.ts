/**
 * The designer's guard against losing unsaved design work is the app's one unsaved-changes
 * guard (src/app/unsaved-guard.ts), shared with the module detail and tree pages.
 */
export { useUnsavedGuard } from '../../../app/unsaved-guard.ts';
