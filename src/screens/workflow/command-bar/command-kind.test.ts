import { describe, expect, it } from 'vitest';
import { commandCode, publishedModels, visibleCommands } from './command-kind.ts';

describe('workflow command kinds', () => {
  it('maps the spec operation numbers and sends unknown ones to the submit dialog', () => {
    expect(commandCode({ oprNo: 0, oprName: '启动' })).toBe('start');
    expect(commandCode({ oprNo: -2, oprName: '知会' })).toBe('notify');
    expect(commandCode({ oprNo: 3, oprName: '退回' })).toBe('fallback');
    expect(commandCode({ oprNo: 41, oprName: '同意' })).toBe('submit');
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
