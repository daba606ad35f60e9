import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { listVersions } from '../api/design-calls.ts';
import type { ModuleVersion } from '../../../../contracts/module-design.ts';

/**
 * A module's versions, newest first (versions.ajax): null until the module's first answer;
 * `reload` asks again and keeps the rows shown meanwhile.
 */
export function useVersions(moduleId: string): { versions: ModuleVersion[] | null; reload: () => void } {
  const [loaded, setLoaded] = useState<{ moduleId: string; versions: ModuleVersion[] } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    listVersions(moduleId)
      .then((versions) => active && setLoaded({ moduleId, versions: [...versions].sort((a, b) => b.version - a.version) }))
      .catch((error: unknown) => {
        if (!active) return;
        setLoaded((current) => (current?.moduleId === moduleId ? current : { moduleId, versions: [] }));
        reportError(error);
      });
    return () => {
      active = false;
    };
  }, [moduleId, round]);
  const reload = useCallback(() => setRound((current) => current + 1), []);
  return { versions: loaded?.moduleId === moduleId ? loaded.versions : null, reload };
}
