/**
 * One query key per call and its parameters. Keys are prefixes of each other where a change
 * touches them together: everything of a module starts with `module(moduleId)`, so a save
 * invalidates its lists, records and column settings with one prefix (invalidations.ts).
 *
 * @example useQuery({ queryKey: queryKeys.moduleList(moduleId, path, params), queryFn })
 */
export const queryKeys = {
  /** Every query of one module. */
  module: (moduleId: string) => ['module', moduleId] as const,
  /** The compiled bundle and, `withGrant`, the user's operations (meta + init); apart from `module` as a record's save does not change it. */
  moduleMeta: (moduleId: string, withGrant?: boolean) => (withGrant === undefined ? (['moduleMeta', moduleId] as const) : (['moduleMeta', moduleId, withGrant] as const)),
  /** The published module compiled, for a screen of another module (a designer preview, a report's source). */
  moduleCompiled: (moduleId: string) => ['moduleMeta', moduleId, 'compiled'] as const,
  /** The list calls of the module (its table, an inline grid, a reference picker); the call's parameters follow. */
  moduleList: (moduleId: string, path: string) => ['module', moduleId, 'list', path] as const,
  /** One record of the module as its form edits it. */
  moduleRecord: (moduleId: string, pkValue: string) => ['module', moduleId, 'record', pkValue] as const,
  /** The published child modules a print template of the designer previews (ids comma-joined). */
  printChildren: (ids: string) => ['printChildren', ids] as const,
  /** The user's column setting of a module's table (apart from `module`: a record's save does not change it). */
  columnSetting: (moduleId: string) => ['columnSetting', moduleId] as const,
  /** Every workflow query: their answers name models and steps in the language of the request. */
  workflow: () => ['workflow'] as const,
  /** Every workflow task list and count (task center, home widget). */
  workflowTasks: () => ['workflow', 'tasks'] as const,
  /** Everything of one record's workflow: command info, diagram, handling log. */
  workflowRecord: (moduleId: string, pkValue: string) => ['workflow', 'record', moduleId, pkValue] as const,
  workflowRecordPart: (moduleId: string, pkValue: string, part: 'info' | 'diagram' | 'log') => ['workflow', 'record', moduleId, pkValue, part] as const,
  /** What the workflow designer shows of one module: its models, fields and extension methods, a model's stored draft. */
  workflowDesign: (moduleId: string, part: 'models' | 'fields' | 'methods' | 'draft', ...params: unknown[]) => ['workflowDesign', moduleId, part, ...params] as const,
  /** The module designer's list of modules (with their published versions) and its design context. */
  designCatalog: () => ['designCatalog'] as const,
  designContext: () => ['designCatalog', 'context'] as const,
  /** What the user may do in the module designer. */
  designAccess: () => ['designAccess'] as const,
  /** Everything the module designer shows of one module (versions, audit, loaded versions); '' for all modules (the whole audit). */
  design: (moduleId: string) => ['design', moduleId] as const,
  designPart: (moduleId: string, part: string, ...params: unknown[]) => ['design', moduleId, part, ...params] as const,
  /** The menus the user visited last (the home page's list). */
  lastMenus: () => ['lastMenus'] as const,
  /** The user's schedule: the days of a range, one day's list. */
  schedule: (part?: 'between' | 'day') => (part ? (['schedule', part] as const) : (['schedule'] as const)),
  /** The user's quick entries. */
  quickEntries: () => ['quickEntries'] as const,
  /** The signed-in user's messages. */
  messages: () => ['messages'] as const,
  /** The alarms of the user's organisation (counts and pending lists), refreshed by the live push. */
  alarms: () => ['alarms'] as const,
  /** The report designer's list of reports, one report's versions, a bundle's preview. */
  reportDesign: (part: 'list' | 'versions' | 'preview', ...params: unknown[]) => ['reportDesign', part, ...params] as const,
  /** One report's answers, by its conditions and language. */
  report: (reportId: string) => ['report', reportId] as const,
  /** A call with no module of its own (the home page's last menus, the captcha...), by its path and parameters. */
  call: (path: string, params: Record<string, unknown> = {}) => ['call', path, params] as const,
  /** The files of one attachment or image group (a record field's value). */
  fileGroup: (kind: string, groupId: string) => ['fileGroup', kind, groupId] as const,
  /** An image file the user chose, decoded in the browser by the dialog `owner` (no server call; the file's identity is its name, size and date). */
  chosenImage: (owner: string, file: File | null) => ['chosenImage', owner, file?.name, file?.size, file?.lastModified] as const,
  /** A stored file's bytes. */
  file: (id: string) => ['file', id] as const,
};
