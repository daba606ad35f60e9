/**
 * What checkModuleBundle cannot know about one bundle alone and the design context can: the
 * dictionaries, referenced entities and child modules it names exist (the server checks the
 * same as part of the published set when the draft is saved).
 */
import type { BundleProblem, ModuleBundle } from '../../../../runtime/index.ts';
import type { Translate } from '../../../../runtime/errors.ts';
import type { DesignContext } from '../api/design-calls.ts';

export function contextProblems(bundle: ModuleBundle, context: DesignContext, file: string, t: Translate): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const report = (pointer: string, messageId: string, params: Record<string, string>) => problems.push({ file, pointer, message: t(messageId, params) });
  bundle.entity.fields.forEach((field, index) => {
    const at = `/entity/fields/${index}`;
    if (field.dict !== undefined && !context.dictionaries[field.dict]) report(`${at}/dict`, 'designer.problem.dict', { dict: field.dict });
    if (!field.reference) return;
    const entity = context.entities.find((entry) => entry.entityName === field.reference?.entity);
    if (!entity) return report(`${at}/reference/entity`, 'designer.problem.entity', { entity: field.reference.entity });
    for (const key of ['labelField', 'valueField'] as const) {
      const name = field.reference[key];
      if (name !== undefined && !entity.fields.some((entry) => entry.name === name)) report(`${at}/reference/${key}`, 'designer.problem.entityField', { entity: entity.entityName, field: name });
    }
  });
  (bundle.form.children ?? []).forEach((child, index) => {
    const at = `/form/children/${index}`;
    const module = context.entities.find((entry) => entry.moduleId === child.module);
    if (!module) return report(`${at}/module`, 'designer.problem.child', { module: child.module });
    for (const key of ['parentId', 'parentName'] as const) {
      const name = child[key];
      if (name !== undefined && !module.fields.some((entry) => entry.name === name)) report(`${at}/${key}`, 'designer.problem.childField', { module: child.module, field: name });
    }
  });
  return problems;
}
