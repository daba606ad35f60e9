import { describe, expect, it } from 'vitest';
import { workflowCommands, type CommandInput } from './commands.ts';
import { isFieldEditable, type FieldEditContext } from './field-editability.ts';

const base: CommandInput = { state: 'processing', formPublished: true, isStarter: false, isCurrentHandler: false, isAdmin: false, hasOpenNotify: false, hasSubmitter: false };
const flags = { allowFallback: true, allowFallbackToStart: true, allowCountersign: true };

describe('workflow commands', () => {
  it('shows nothing without a published form or model', () => {
    expect(workflowCommands({ ...base, formPublished: false, isCurrentHandler: true })).toEqual([]);
    expect(workflowCommands({ ...base, state: 'noWorkflow', isAdmin: true })).toEqual([]);
  });

  it('offers start before an instance exists', () => {
    expect(workflowCommands({ ...base, state: 'starting' })).toEqual(['start']);
  });

  it('gives the current handler submit and what the node flags allow', () => {
    expect(workflowCommands({ ...base, isCurrentHandler: true, node: flags, hasSubmitter: true })).toEqual(['submit', 'fallback', 'fallbackToSubmitter', 'fallbackToStart', 'countersign']);
    expect(workflowCommands({ ...base, isCurrentHandler: true, node: { allowFallback: false, allowFallbackToStart: false, allowCountersign: false } })).toEqual(['submit']);
    expect(workflowCommands({ ...base, node: flags })).toEqual([]);
  });

  it('lets only the starter recall, while processing', () => {
    expect(workflowCommands({ ...base, isStarter: true })).toEqual(['recall']);
    expect(workflowCommands({ ...base, state: 'started', isStarter: true })).toEqual([]);
  });

  it('shows end and delete to the starter handling the start node', () => {
    expect(workflowCommands({ ...base, state: 'started', isStarter: true, isCurrentHandler: true })).toEqual(['submit', 'end', 'delete']);
    expect(workflowCommands({ ...base, state: 'started', isCurrentHandler: true })).toEqual(['submit']);
  });

  it('offers notify confirmation, and recover once ended to administrators only', () => {
    expect(workflowCommands({ ...base, state: 'end', hasOpenNotify: true, isStarter: true })).toEqual(['notify']);
    expect(workflowCommands({ ...base, state: 'end', isAdmin: true })).toEqual(['recover', 'delete']);
    expect(workflowCommands({ ...base, isAdmin: true })).toEqual(['end', 'delete']);
  });
});

describe('field editability (spec 02 §4)', () => {
  const ctx: FieldEditContext = { mode: 'workflow', fieldDisabled: false, state: 'processing', editableFields: ['teamNo'], isCurrentHandler: true, isStarter: false };

  it('follows the field flag in add and edit mode and never edits in view mode', () => {
    expect(isFieldEditable('title', { ...ctx, mode: 'add' })).toBe(true);
    expect(isFieldEditable('title', { ...ctx, mode: 'edit', fieldDisabled: true })).toBe(false);
    expect(isFieldEditable('teamNo', { ...ctx, mode: 'view' })).toBe(false);
  });

  it('edits the node region for current handlers only', () => {
    expect(isFieldEditable('teamNo', ctx)).toBe(true);
    expect(isFieldEditable('title', ctx)).toBe(false);
    expect(isFieldEditable('teamNo', { ...ctx, isCurrentHandler: false })).toBe(false);
  });

  it('edits everything for the starter at the start node and before an instance', () => {
    expect(isFieldEditable('title', { ...ctx, state: 'started', isStarter: true, isCurrentHandler: true })).toBe(true);
    expect(isFieldEditable('title', { ...ctx, state: 'starting', isCurrentHandler: false })).toBe(true);
    expect(isFieldEditable('title', { ...ctx, state: 'noWorkflow', isCurrentHandler: false })).toBe(true);
    expect(isFieldEditable('title', { ...ctx, state: 'end', isStarter: true })).toBe(false);
  });
});
