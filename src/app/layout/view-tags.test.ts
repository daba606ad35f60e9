// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { closeAllViewTags, closeOtherViewTags, closeViewTag, openViewTag, rememberScroll, rememberedScroll, resetViewTags, useViewTags } from './view-tags.ts';

const paths = (tags: readonly { path: string }[]) => tags.map((tag) => tag.path);

describe('view tags', () => {
  beforeEach(() => {
    resetViewTags();
  });

  it('keeps Home first and adds each page once, updating its URL', () => {
    const { result, rerender } = renderHook(() => useViewTags());
    openViewTag({ path: '/a', url: '/a', title: 'A' });
    openViewTag({ path: '/b', url: '/b?x=1', title: 'B' });
    openViewTag({ path: '/a', url: '/a?page=2', title: 'A' });
    rerender();
    expect(paths(result.current)).toEqual(['/index', '/a', '/b']);
    expect(result.current[1]?.url).toBe('/a?page=2');
  });

  it('closing a tag answers its left neighbour; Home cannot close', () => {
    openViewTag({ path: '/a', url: '/a', title: 'A' });
    openViewTag({ path: '/b', url: '/b', title: 'B' });
    expect(closeViewTag('/b')).toBe('/a');
    expect(closeViewTag('/a')).toBe('/index');
    expect(closeViewTag('/index')).toBe('/index');
  });

  it('closes others and all, keeping Home', () => {
    const { result, rerender } = renderHook(() => useViewTags());
    for (const path of ['/a', '/b', '/c']) openViewTag({ path, url: path, title: path });
    closeOtherViewTags('/b');
    rerender();
    expect(paths(result.current)).toEqual(['/index', '/b']);
    closeAllViewTags();
    rerender();
    expect(paths(result.current)).toEqual(['/index']);
  });

  it('remembers scroll positions per page until the tag closes', () => {
    openViewTag({ path: '/a', url: '/a', title: 'A' });
    rememberScroll('/a', 420);
    expect(rememberedScroll('/a')).toBe(420);
    closeViewTag('/a');
    expect(rememberedScroll('/a')).toBe(0);
  });
});
