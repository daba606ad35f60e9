import { useState } from 'react';
import type { ChildListDef, CompiledModule } from '../../../../runtime/index.ts';
import { InlineGrid } from '../../module/form/inline/InlineGrid.tsx';
import { newRow, type InlineRow } from '../../module/form/inline/inline-rows.ts';

/** An inline child list in the draft's form preview: the real grid over rows kept in the preview only. */
export function InlineGridPreview({ link, child }: { link: ChildListDef; child: CompiledModule }) {
  const [rows, setRows] = useState<readonly InlineRow[]>(() => Array.from({ length: Math.max(link.minRows ?? 0, 1) }, () => newRow()));
  return <InlineGrid link={link} child={child} rows={rows} errors={{}} readonly={false} onChange={setRows} />;
}
