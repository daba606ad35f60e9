import type { Locale } from '../../runtime/bundle/types.ts';
import type { Translate } from '../../runtime/errors.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { Database } from '../db/database.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { ExtMethodRegistry } from './ext-methods.ts';

/** What the workflow service works with; routes build it once. */
export interface WorkflowDeps {
  database: Database;
  modules: ModuleRegistry;
  ext: ExtMethodRegistry;
}

/** The signed-in user and the request language: messages and titles are written in it. */
export interface Caller {
  user: SessionUser;
  locale: Locale;
  t: Translate;
}
