import type { Migration } from 'kysely';
import { addMissingColumns, createMissingIndexes, createMissingTables } from '../schema-shape.ts';
import { SYSTEM_INDEXES, SYSTEM_TABLES } from './baseline/system-tables.ts';
import { AUTH_COLUMNS, AUTH_INDEXES, AUTH_TABLES } from './baseline/auth-tables.ts';
import { WORKFLOW_INDEXES, WORKFLOW_TABLES } from './baseline/workflow-tables.ts';
import { FILE_COLUMNS, FILE_INDEXES, FILE_TABLES } from './baseline/file-tables.ts';
import { DESIGNER_INDEXES, DESIGNER_TABLES } from './baseline/designer-tables.ts';
import { LINK_INDEXES, LINK_TABLES } from './baseline/link-tables.ts';

/**
 * The platform's tables as the create-if-missing start-up of issue 11 left them. A database
 * that start-up made (at that shape or an older one) passes through: each table, column and
 * index is created only when the catalog lacks it, so a table already in shape is read about,
 * never altered nor locked. No `down`: the baseline holds every platform table's data.
 */
export const baseline: Migration = {
  async up(db) {
    await createMissingTables(db, [...SYSTEM_TABLES, ...AUTH_TABLES, ...WORKFLOW_TABLES, ...FILE_TABLES, ...DESIGNER_TABLES, ...LINK_TABLES]);
    for (const { table, columns } of [...AUTH_COLUMNS, ...FILE_COLUMNS]) await addMissingColumns(db, table, columns);
    await createMissingIndexes(db, [...SYSTEM_INDEXES, ...AUTH_INDEXES, ...WORKFLOW_INDEXES, ...FILE_INDEXES, ...DESIGNER_INDEXES, ...LINK_INDEXES]);
  },
};
