import { describe, expect, it } from 'vitest';
import { defaultMenuFolder } from './menu-folder.ts';

const folder = (id: string, modules: string[]) => ({ id, title: { 'zh-CN': id, 'en-US': id }, modules });
const FOLDERS = [folder('m_workflow', []), folder('m_base', ['baStation', 'eqEquipment']), folder('m_vehicle', ['vmVehicle', 'vmTrip', 'smShip']), folder('m_ships', ['smVoyage']), folder('m_system', [])];

describe('defaultMenuFolder', () => {
  it('puts a module beside the most modules of its family', () => {
    expect(defaultMenuFolder(FOLDERS, 'vmFuelCard')).toBe('m_vehicle');
    expect(defaultMenuFolder(FOLDERS, 'smCrew')).toBe('m_vehicle');
    expect(defaultMenuFolder(FOLDERS, 'baCompany')).toBe('m_base');
  });

  it('takes the first business folder for a family no folder holds, never the first folder offered', () => {
    expect(defaultMenuFolder(FOLDERS, 'omSparePart')).toBe('m_base');
    expect(defaultMenuFolder(FOLDERS, 'Upper')).toBe('m_base');
  });

  it('falls back to the first folder when none holds a module, and to none without folders', () => {
    expect(defaultMenuFolder([folder('m_workflow', []), folder('m_system', [])], 'omSparePart')).toBe('m_workflow');
    expect(defaultMenuFolder([], 'omSparePart')).toBeUndefined();
  });
});
