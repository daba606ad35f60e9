import { describe, expect, it } from 'vitest';
import { combineDataScopes, isDataScopeKind, type RoleDataScope } from './data-scope.ts';

const who = { orgNo: 'ORG1', departNo: 'D1', userId: 'U1', treeOrgNos: ['ORG1', 'ORG12', 'ORG11'] };
const role = (kind: RoleDataScope['kind'], orgNos: string[] = [], departNos: string[] = []): RoleDataScope => ({ kind, orgNos, departNos });

describe('combineDataScopes', () => {
  it('gives a user without roles their current organisation', () => {
    expect(combineDataScopes([], who)).toEqual({ kinds: ['org'], orgNo: 'ORG1', departNo: 'D1', userId: 'U1', orgNos: [], departNos: [], treeOrgNos: [] });
  });

  it('lets all organisations win over every other kind', () => {
    expect(combineDataScopes([role('self'), role('all'), role('custom', ['X'])], who)).toMatchObject({ kinds: ['all'], orgNos: [] });
  });

  it('drops kinds another granted kind covers', () => {
    expect(combineDataScopes([role('self'), role('org')], who).kinds).toEqual(['org']);
    expect(combineDataScopes([role('org'), role('orgTree'), role('departTree')], who).kinds).toEqual(['orgTree']);
    expect(combineDataScopes([role('self'), role('departTree')], who).kinds).toEqual(['departTree']);
    expect(combineDataScopes([role('depart'), role('departTree')], who).kinds).toEqual(['departTree']);
    expect(combineDataScopes([role('self'), role('depart')], who).kinds).toEqual(['depart']);
    expect(combineDataScopes([role('depart'), role('org')], who).kinds).toEqual(['org']);
  });

  it('keeps the own records beside a department scope when the user has no department', () => {
    expect(combineDataScopes([role('self'), role('departTree')], { ...who, departNo: '' }).kinds).toEqual(['departTree', 'self']);
    expect(combineDataScopes([role('self'), role('depart')], { ...who, departNo: '' }).kinds).toEqual(['depart', 'self']);
  });

  it('unites the organisations of custom roles, beside the other kinds', () => {
    const scope = combineDataScopes([role('custom', ['B', 'A']), role('custom', ['A', 'C']), role('self')], who);
    expect(scope).toMatchObject({ kinds: ['self', 'custom'], orgNos: ['A', 'B', 'C'] });
  });

  it('unites the departments of custom department roles, kept apart from the organisations', () => {
    const scope = combineDataScopes([role('customDepart', [], ['D2', 'D1']), role('customDepart', [], ['D3']), role('custom', ['A'])], who);
    expect(scope).toMatchObject({ kinds: ['custom', 'customDepart'], orgNos: ['A'], departNos: ['D1', 'D2', 'D3'] });
    expect(combineDataScopes([role('customDepart', [], ['D1']), role('all')], who)).toMatchObject({ kinds: ['all'], departNos: [] });
  });

  it('carries the organisations below the current one only for the organisation-and-below kind', () => {
    expect(combineDataScopes([role('orgTree'), role('self')], who)).toMatchObject({ kinds: ['orgTree'], treeOrgNos: ['ORG1', 'ORG11', 'ORG12'] });
    expect(combineDataScopes([role('orgTree')], { ...who, treeOrgNos: [] }).treeOrgNos).toEqual(['ORG1']);
    expect(combineDataScopes([role('org'), role('custom', ['A'])], who).treeOrgNos).toEqual([]);
  });

  it('knows its kinds', () => {
    expect(isDataScopeKind('customDepart')).toBe(true);
    expect(isDataScopeKind('departTree')).toBe(true);
    expect(isDataScopeKind('dept')).toBe(false);
    expect(isDataScopeKind(3)).toBe(false);
  });
});
