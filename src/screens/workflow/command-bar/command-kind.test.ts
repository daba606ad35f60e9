import { describe, expect, it } from 'vitest';
import { arrangeCommands, commandCode, publishedModels, visibleCommands, workflowLeads } from './command-kind.ts';

describe('workflow command kinds', () => {
  it('maps the spec operation numbers and sends unknown ones to the submit dialog', () => {
    expect(commandCode({ oprNo: 0, oprName: '启动' })).toBe('start');
    expect(commandCode({ oprNo: -2, oprName: '知会' })).toBe('notify');
    expect(commandCode({ oprNo: 3, oprName: '退回' })).toBe('fallback');
    expect(commandCode({ oprNo: 41, oprName: '同意' })).toBe('submit');
  });

  it('leads with the one command that moves the record on and gathers the send-back variants', () => {
    const command = (oprNo: number, oprName: string) => ({ oprNo, oprName, code: '' });
    const [submit, countersign, back, toSubmitter, toStart, recall] = [command(1, '提交'), command(2, '加签'), command(3, '退回指定环节'), command(4, '退回提交人'), command(5, '退回发起人'), command(6, '撤回')];
    expect(arrangeCommands([recall, countersign, back, submit, toSubmitter, toStart])).toEqual({ primary: submit, others: [recall, countersign], sendBack: [back, toSubmitter, toStart] });
    // Without a move on (the starter's recall only) nothing is primary, and the page's save leads.
    expect(arrangeCommands([recall]).primary).toBeUndefined();
    expect(workflowLeads({ commands: [recall], state: 'processing' })).toBe(false);
    expect(workflowLeads({ commands: [recall, submit], state: 'processing' })).toBe(true);
    expect(workflowLeads(null)).toBe(false);
  });

  it('shows commands only on a published form with a workflow', () => {
    const commands = [{ oprNo: 1, oprName: '提交', code: 'submit' }];
    expect(visibleCommands(commands, 'processing', true)).toEqual(commands);
    expect(visibleCommands(commands, 'processing', false)).toEqual([]);
    expect(visibleCommands(commands, 'noWorkflow', true)).toEqual([]);
  });

  it('offers only published models to start', () => {
    expect(publishedModels([{ id: 'a', name: 'A', publishState: 99 }, { id: 'b', name: 'B', publishState: 0 }]).map((m) => m.id)).toEqual(['a']);
  });
});
