/**
 * Checks across the bundles of one installation: identifiers unique, and every module, entity,
 * field and dictionary that one bundle names in another exists there.
 */
import { childFieldProblems } from '../expression/expression-problems.ts';
import { bundleProblem, pointer, problemReporter, type BundleMessageId, type BundleProblem, type ReportProblem } from './bundle-problem.ts';
import { printChildFieldProblems } from './print-problems.ts';
import { inlineChildProblems } from './inline-children-check.ts';
import { recordCheckProblems, referenceRuleProblems } from './reference-rule-problems.ts';
import { derivedListProblems } from './derived-list.ts';
import type { DictionaryBundle, ModuleBundle } from './types.ts';
import { checkLifecycleStates } from '../lifecycle/lifecycle-check.ts';
import { lifecycleCreateProblems } from '../lifecycle/creates-check.ts';

type Entry = { file: string; bundle: ModuleBundle };

const UNIQUE: { messageId: BundleMessageId; path: string[]; read: (bundle: ModuleBundle) => string }[] = [
  { messageId: 'bundle.moduleIdTaken', path: ['moduleId'], read: (b) => b.moduleId },
  { messageId: 'bundle.entityNameTaken', path: ['entity', 'name'], read: (b) => b.entity.name },
  { messageId: 'bundle.tableTaken', path: ['entity', 'table'], read: (b) => b.entity.table },
  { messageId: 'bundle.apiPathTaken', path: ['apiPath'], read: (b) => b.apiPath },
];

function uniquenessProblems(bundles: readonly Entry[]): BundleProblem[] {
  return UNIQUE.flatMap(({ messageId, path, read }) => {
    const firstFile = new Map<string, string>();
    return bundles.flatMap(({ file, bundle }) => {
      const value = read(bundle);
      const first = firstFile.get(value);
      if (first === undefined) {
        firstFile.set(value, file);
        return [];
      }
      return [bundleProblem(file, pointer(...path), messageId, { value, file: first })];
    });
  });
}

function hasField(bundle: ModuleBundle, name: string): boolean {
  return bundle.entity.fields.some((field) => field.name === name);
}

function fieldLinkProblems(entry: Entry, byEntity: Map<string, ModuleBundle>, dictionaries: DictionaryBundle, report: ReportProblem): void {
  entry.bundle.entity.fields.forEach((field, i) => {
    if (field.dict !== undefined && !dictionaries[field.dict]) report('bundle.unknownDictionary', { dict: field.dict }, 'entity', 'fields', i, 'dict');
    if (!field.reference) return;
    const target = byEntity.get(field.reference.entity);
    if (!target) {
      report('bundle.unknownEntity', { entity: field.reference.entity }, 'entity', 'fields', i, 'reference', 'entity');
      return;
    }
    for (const key of ['valueField', 'labelField'] as const) {
      const name = field.reference[key];
      if (name !== undefined && !hasField(target, name)) {
        report('bundle.entityFieldMissing', { entity: target.entity.name, field: name }, 'entity', 'fields', i, 'reference', key);
      }
    }
    referenceRuleProblems(field, target, report, 'entity', 'fields', i, 'reference');
    const filterBy = field.reference.filterBy;
    if (!filterBy) return;
    if (filterBy.field === field.name) report('bundle.filterBySelf', {}, 'entity', 'fields', i, 'reference', 'filterBy', 'field');
    else if (!hasField(entry.bundle, filterBy.field)) report('bundle.unknownField', { name: filterBy.field }, 'entity', 'fields', i, 'reference', 'filterBy', 'field');
    if (!hasField(target, filterBy.targetField)) {
      report('bundle.entityFieldMissing', { entity: target.entity.name, field: filterBy.targetField }, 'entity', 'fields', i, 'reference', 'filterBy', 'targetField');
    }
  });
}

function childProblems(entry: Entry, byModule: Map<string, ModuleBundle>, report: ReportProblem): void {
  (entry.bundle.form.children ?? []).forEach((link, i) => {
    const child = byModule.get(link.module);
    if (!child) {
      report('bundle.unknownModule', { module: link.module }, 'form', 'children', i, 'module');
      return;
    }
    const parentId = link.parentId ?? 'parentId';
    if (!hasField(child, parentId)) {
      report('bundle.childFieldMissing', { module: child.moduleId, field: parentId }, 'form', 'children', i, link.parentId === undefined ? 'module' : 'parentId');
    }
    if (link.parentName !== undefined && !hasField(child, link.parentName)) {
      report('bundle.childFieldMissing', { module: child.moduleId, field: link.parentName }, 'form', 'children', i, 'parentName');
    }
    if (link.parentLabelField !== undefined && !hasField(entry.bundle, link.parentLabelField)) {
      report('bundle.unknownField', { name: link.parentLabelField }, 'form', 'children', i, 'parentLabelField');
    }
    inlineChildProblems(link, child, i, report);
  });
}

/**
 * A child list's rows name their parent by key alone, so a module is the child list of one module
 * only: a second module listing it would take its rows' parent checks and grids from the first.
 * The bundle listing it later in the set is the one refused (the one being designed comes last).
 */
function childOwnerProblems(bundles: readonly Entry[]): BundleProblem[] {
  const owner = new Map<string, string>();
  const problems: BundleProblem[] = [];
  for (const { file, bundle } of bundles) {
    const report = problemReporter(file, problems);
    (bundle.form.children ?? []).forEach((link, i) => {
      const parent = owner.get(link.module);
      if (parent === undefined) owner.set(link.module, bundle.moduleId);
      else if (parent !== bundle.moduleId) report('bundle.childTaken', { module: link.module, parent }, 'form', 'children', i, 'module');
    });
  }
  return problems;
}

/** The links of one bundle to dictionaries, entities and child modules of the set. */
function linkProblems(entry: Entry, byModule: Map<string, ModuleBundle>, byEntity: Map<string, ModuleBundle>, dictionaries: DictionaryBundle): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const report = problemReporter(entry.file, problems);
  fieldLinkProblems(entry, byEntity, dictionaries, report);
  childProblems(entry, byModule, report);
  checkLifecycleStates(entry.bundle, dictionaries, report);
  lifecycleCreateProblems(entry.bundle, byModule, report);
  printChildFieldProblems(entry.bundle, byModule, report);
  recordCheckProblems(entry.bundle, byModule, report);
  derivedListProblems(entry.bundle, byModule, report);
  return problems;
}

export function bundleSetProblems(bundles: readonly Entry[], dictionaries: DictionaryBundle): BundleProblem[] {
  const byModule = new Map(bundles.map(({ bundle }) => [bundle.moduleId, bundle]));
  const byEntity = new Map(bundles.map(({ bundle }) => [bundle.entity.name, bundle]));
  return [
    ...uniquenessProblems(bundles),
    ...childOwnerProblems(bundles),
    ...bundles.flatMap((entry) => linkProblems(entry, byModule, byEntity, dictionaries)),
    ...bundles.flatMap(({ file, bundle }) => childFieldProblems(file, bundle, byModule)),
  ];
}
