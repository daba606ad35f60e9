import { useEffect, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { loadVersion } from '../api/design-calls.ts';
import type { LoadedVersion } from '../../../../contracts/module-design.ts';

/** One version of a module with its bundle (load.ajax); null while loading, after a failure (reported) or for no version. */
export function useLoadedVersion(moduleId: string, version: number | null): LoadedVersion | null {
  const [loaded, setLoaded] = useState<LoadedVersion | null>(null);
  useEffect(() => {
    setLoaded(null);
    if (version === null) return;
    let active = true;
    loadVersion(moduleId, version)
      .then((answer) => active && setLoaded(answer))
      .catch((error: unknown) => active && reportError(error));
    return () => {
      active = false;
    };
  }, [moduleId, version]);
  return loaded;
}
