/**
 * The one guard against losing unsaved edits ('有修改的数据未保存是否退出？', spec 01 §4), used
 * by every page that edits: the module designer, the detail page and the tree page's form.
 * A page mounts `useUnsavedGuard(dirty)`; then leaving it inside the app (side menu, view
 * tags, browser back, its own Close) asks first through a react-router blocker, and closing
 * or reloading the browser tab gets the browser's own warning.
 *
 * Moves that are not navigations ask through the same guard: `confirmDiscardChanges()` (a
 * tree page switching nodes) and `confirmLeavingPage()` (the shell, before it changes its own
 * state for a navigation, e.g. dropping the view tag of the page it leaves).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { confirm } from '../components/confirm.ts';
import { useT } from '../i18n/index.ts';

interface MountedGuard {
  isDirty: () => boolean;
  ask: () => Promise<boolean>;
  allowNext: () => void;
}

/** The mounted guards, newest last: like react-router's blockers, the newest one decides. */
const mounted: MountedGuard[] = [];

async function discard(guard: MountedGuard | undefined): Promise<boolean> {
  if (!guard?.isDirty()) return true;
  return guard.ask();
}

/**
 * Asks whether to drop the current page's unsaved edits (true at once when there are none).
 * For moves inside a page that are no navigation, such as a tree page switching nodes.
 */
export function confirmDiscardChanges(): Promise<boolean> {
  return discard(mounted.at(-1));
}

/**
 * Like `confirmDiscardChanges`, and once answered yes the next navigation passes unasked. For
 * shell actions that change their own state before navigating away from the page (closing
 * its view tag): asking afterwards, in the blocker, would be too late to keep that state.
 */
export async function confirmLeavingPage(): Promise<boolean> {
  const guard = mounted.at(-1);
  const leave = await discard(guard);
  if (leave && guard?.isDirty()) guard.allowNext();
  return leave;
}

/**
 * Asks before unsaved work is lost. `dirty` may be a function: it is read when a navigation
 * starts, so a save that just took a new snapshot lets the page's own move after it pass.
 * The page's own moves, asked about already, pass with `allowNext`.
 */
export function useUnsavedGuard(dirty: boolean | (() => boolean)): { allowNext: () => void } {
  const t = useT();
  const allowed = useRef(false);
  const read = useRef<() => boolean>(() => false);
  read.current = typeof dirty === 'function' ? dirty : () => dirty;
  const dirtyNow = read.current();

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return read.current() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  }, []);
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(t('common.unsavedLeave')).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    if (!dirtyNow) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirtyNow]);

  const allowNext = useCallback(() => {
    allowed.current = true;
  }, []);

  const ask = useRef(() => confirm(t('common.unsavedLeave')));
  ask.current = () => confirm(t('common.unsavedLeave'));
  useEffect(() => {
    const guard: MountedGuard = { isDirty: () => read.current(), ask: () => ask.current(), allowNext };
    mounted.push(guard);
    return () => {
      const index = mounted.indexOf(guard);
      if (index >= 0) mounted.splice(index, 1);
    };
  }, [allowNext]);

  return { allowNext };
}
