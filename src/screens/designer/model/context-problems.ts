/**
 * What checkModuleBundle cannot know about one bundle alone and the design context can: the
 * dictionaries, referenced entities and child modules it names exist (the server checks the
 * same, with the same message ids, as part of the published set when the draft is saved).
 */
import { problemReporter, type BundleProblem, type ModuleBundle } from '../../../../runtime/index.ts';
import type { DesignContext } from '../../../../contracts/module-design.ts';
import { parentsOf } from './parent-paths.ts';

export function contextProblems(bundle: ModuleBundle, context: DesignContext, file: string): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const report = problemReporter(file, problems);
  bundle.entity.fields.forEach((field, index) => {
    if (field.dict !== undefined && !context.dictionaries[field.dict]) report('bundle.unknownDictionary', { dict: field.dict }, 'entity', 'fields', index, 'dict');
    if (!field.reference) return;
    const entity = context.entities.find((entry) => entry.entityName === field.reference?.entity);
    if (!entity) return report('bundle.unknownEntity', { entity: field.reference.entity }, 'entity', 'fields', index, 'reference', 'entity');
    for (const key of ['labelField', 'valueField'] as const) {
      const name = field.reference[key];
      if (name !== undefined && !entity.fields.some((entry) => entry.name === name)) {
        report('bundle.entityFieldMissing', { entity: entity.entityName, field: name }, 'entity', 'fields', index, 'reference', key);
      }
    }
  });
  (bundle.form.children ?? []).forEach((child, index) => {
    const module = context.entities.find((entry) => entry.moduleId === child.module);
    if (!module) return report('bundle.unknownModule', { module: child.module }, 'form', 'children', index, 'module');
    const owner = parentsOf(context, child.module).find((parent) => parent.moduleId !== bundle.moduleId);
    if (owner) report('bundle.childTaken', { module: child.module, parent: owner.moduleId }, 'form', 'children', index, 'module');
    for (const key of ['parentId', 'parentName'] as const) {
      const name = child[key];
      if (name !== undefined && !module.fields.some((entry) => entry.name === name)) {
        report('bundle.childFieldMissing', { module: child.module, field: name }, 'form', 'children', index, key);
      }
    }
  });
  return problems;
}
