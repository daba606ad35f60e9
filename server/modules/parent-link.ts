import type { CompiledField, CompiledModule } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import { DEFAULT_TREE_ROOT } from './module-tree.ts';

/**
 * How a record of a module names its parent record: the link field of a child list (whose
 * parent is a record of the module listing it in form.children), or the parent field of a tree
 * (whose parent is a node of the same module, or the tree's root, which is no record).
 */
export interface ParentLink {
  field: CompiledField;
  parent: CompiledModule;
  /** Child lists: the parent field whose value is the parent's display name (parentLabelField). */
  labelField?: CompiledField;
  /** Child lists: the child field that holds that name (parentName). */
  nameField?: CompiledField;
  /** Trees: the key of the root. */
  rootId?: string;
}

/** The module's parent link, if it is a child list or a tree with the fields its bundle names. */
export function parentLink(registry: ModuleRegistry, module: CompiledModule): ParentLink | undefined {
  for (const parent of registry.all()) {
    const child = parent.bundle.form.children?.find((entry) => entry.module === module.moduleId);
    if (!child) continue;
    const field = module.fields.get(child.parentId ?? 'parentId');
    if (!field) break;
    const labelField = child.parentLabelField ? parent.fields.get(child.parentLabelField) : undefined;
    const nameField = module.fields.get(child.parentName ?? 'parentName');
    return { field, parent, ...(labelField ? { labelField } : {}), ...(nameField ? { nameField } : {}) };
  }
  const tree = module.bundle.tree;
  const field = tree && module.fields.get(tree.parentField);
  return field ? { field, parent: module, rootId: tree.rootId ?? DEFAULT_TREE_ROOT } : undefined;
}
