/** Which part of the visual editor a problem's JSON pointer is about. */
import type { ModuleBundle } from '../../../../runtime/index.ts';
import { pointerSegments } from './json-pointer.ts';

export const SECTIONS = ['module', 'fields', 'form', 'list', 'search', 'rules', 'children', 'lifecycle', 'behaviour', 'permissions', 'menu', 'print'] as const;
export type SectionId = (typeof SECTIONS)[number];

export interface ProblemPlace {
  section: SectionId;
  /** The field a problem under /entity/fields/<n> is about. */
  field?: string;
}

const BY_FORM_PART: Record<string, SectionId> = { groups: 'form', rules: 'rules', children: 'children' };
const BY_TOP: Record<string, SectionId> = { list: 'list', search: 'search', tree: 'behaviour', import: 'behaviour', operations: 'behaviour', workflow: 'behaviour', fieldPermissions: 'permissions', menu: 'menu', lifecycle: 'lifecycle', print: 'print', checks: 'rules', guards: 'behaviour', reminders: 'behaviour', derived: 'behaviour' };

/** Null for problems of the text as a whole (it does not parse): only the JSON view can show those. */
export function problemPlace(pointer: string, bundle: ModuleBundle | null): ProblemPlace | null {
  const [top, part, index] = pointerSegments(pointer);
  if (top === undefined) return null;
  if (top === 'entity' && part === 'fields') {
    const field = index === undefined ? undefined : bundle?.entity.fields[Number(index)]?.name;
    return field === undefined ? { section: 'fields' } : { section: 'fields', field };
  }
  if (top === 'form') return { section: BY_FORM_PART[part ?? ''] ?? 'form' };
  // The states a workflow sets and stamps are edited with the life cycle they move.
  if (top === 'workflow' && part === 'states') return { section: 'lifecycle' };
  return { section: BY_TOP[top] ?? 'module' };
}
