/** The draft as the JSON view shows it, and back. */
import type { ModuleBundle } from '../../../../runtime/index.ts';
import { isEditableBundle } from './editable-shape.ts';

export function bundleText(bundle: ModuleBundle): string {
  return `${JSON.stringify(bundle, null, 2)}\n`;
}

/** The bundle the visual editor can show for a text, or null (does not parse, or lacks the shape). */
export function editableBundleOf(text: string): ModuleBundle | null {
  try {
    const value: unknown = JSON.parse(text);
    return isEditableBundle(value) ? value : null;
  } catch {
    return null;
  }
}
