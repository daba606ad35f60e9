import type { BundleProblem, ModuleBundle } from '../../../../../runtime/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';

/** What every section of the visual editor gets: the bundle, a way to change it, the design context. */
export interface SectionProps {
  bundle: ModuleBundle;
  edit: (change: (bundle: ModuleBundle) => ModuleBundle) => void;
  context: DesignContext;
  /** The module has been published: table, key and organisation scope can no longer change. */
  published: boolean;
  readOnly: boolean;
  /** The draft's current problems: a section shows those about its items where they are edited. */
  problems?: readonly BundleProblem[];
}
