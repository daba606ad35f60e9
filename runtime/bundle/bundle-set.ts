/**
 * Checks across the bundles of one installation: identifiers unique, and every module, entity,
 * field and dictionary that one bundle names in another exists there.
 */
import { pointer, type BundleProblem } from './bundle-problem.ts';
import type { DictionaryBundle, ModuleBundle } from './types.ts';

type Entry = { file: string; bundle: ModuleBundle };

const UNIQUE: { label: string; path: string[]; read: (bundle: ModuleBundle) => string }[] = [
  { label: 'moduleId', path: ['moduleId'], read: (b) => b.moduleId },
  { label: 'entity name', path: ['entity', 'name'], read: (b) => b.entity.name },
  { label: 'table', path: ['entity', 'table'], read: (b) => b.entity.table },
  { label: 'apiPath', path: ['apiPath'], read: (b) => b.apiPath },
];

function uniquenessProblems(bundles: readonly Entry[]): BundleProblem[] {
  return UNIQUE.flatMap(({ label, path, read }) => {
    const firstFile = new Map<string, string>();
    return bundles.flatMap(({ file, bundle }) => {
      const value = read(bundle);
      const first = firstFile.get(value);
      if (first === undefined) {
        firstFile.set(value, file);
        return [];
      }
      return [{ file, pointer: pointer(...path), message: `${label} '${value}' is already used by ${first}` }];
    });
  });
}

function hasField(bundle: ModuleBundle, name: string): boolean {
  return bundle.entity.fields.some((field) => field.name === name);
}

function fieldLinkProblems(entry: Entry, byEntity: Map<string, ModuleBundle>, dictionaries: DictionaryBundle): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const report = (message: string, ...path: (string | number)[]) => problems.push({ file: entry.file, pointer: pointer(...path), message });
  entry.bundle.entity.fields.forEach((field, i) => {
    if (field.dict !== undefined && !dictionaries[field.dict]) report(`unknown dictionary '${field.dict}'`, 'entity', 'fields', i, 'dict');
    if (!field.reference) return;
    const target = byEntity.get(field.reference.entity);
    if (!target) {
      report(`unknown entity '${field.reference.entity}'`, 'entity', 'fields', i, 'reference', 'entity');
      return;
    }
    for (const key of ['valueField', 'labelField'] as const) {
      const name = field.reference[key];
      if (name !== undefined && !hasField(target, name)) {
        report(`entity '${target.entity.name}' has no field '${name}'`, 'entity', 'fields', i, 'reference', key);
      }
    }
  });
  return problems;
}

function childProblems(entry: Entry, byModule: Map<string, ModuleBundle>): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const report = (message: string, ...path: (string | number)[]) => problems.push({ file: entry.file, pointer: pointer(...path), message });
  (entry.bundle.form.children ?? []).forEach((link, i) => {
    const child = byModule.get(link.module);
    if (!child) {
      report(`unknown module '${link.module}'`, 'form', 'children', i, 'module');
      return;
    }
    const parentId = link.parentId ?? 'parentId';
    if (!hasField(child, parentId)) {
      report(`module '${child.moduleId}' has no field '${parentId}'`, 'form', 'children', i, link.parentId === undefined ? 'module' : 'parentId');
    }
    if (link.parentName !== undefined && !hasField(child, link.parentName)) {
      report(`module '${child.moduleId}' has no field '${link.parentName}'`, 'form', 'children', i, 'parentName');
    }
    if (link.parentLabelField !== undefined && !hasField(entry.bundle, link.parentLabelField)) {
      report(`unknown field '${link.parentLabelField}'`, 'form', 'children', i, 'parentLabelField');
    }
  });
  return problems;
}

export function bundleSetProblems(bundles: readonly Entry[], dictionaries: DictionaryBundle): BundleProblem[] {
  const byModule = new Map(bundles.map(({ bundle }) => [bundle.moduleId, bundle]));
  const byEntity = new Map(bundles.map(({ bundle }) => [bundle.entity.name, bundle]));
  return [
    ...uniquenessProblems(bundles),
    ...bundles.flatMap((entry) => [...fieldLinkProblems(entry, byEntity, dictionaries), ...childProblems(entry, byModule)]),
  ];
}
