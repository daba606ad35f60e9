import type { CompiledField } from '../../runtime/index.ts';

/** Excel number formats by field type: shared by the template, error workbooks and exports. */
export function numberFormat(field: CompiledField): string | undefined {
  switch (field.type) {
    case 'date':
      return 'yyyy-mm-dd';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm:ss';
    case 'int':
      return '0';
    case 'decimal':
      return (field.def.scale ?? 0) > 0 ? `0.${'0'.repeat(field.def.scale ?? 0)}` : '0';
    case 'number':
      return undefined;
    default:
      // Text: Excel keeps what is typed ('0086…', '2024-03') instead of turning it into a number or date.
      return '@';
  }
}

const PIXELS_PER_CHARACTER = 7;
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** Excel column width (characters) from a list width in pixels, or from the header text. */
export function columnWidth(header: string, listWidth?: string): number {
  const pixels = listWidth && /^\d+(?:px)?$/.test(listWidth) ? Number.parseInt(listWidth, 10) : 0;
  // CJK characters take about two character widths.
  const fromHeader = [...header].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0xff ? 2 : 1), 0) + 4;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(pixels / PIXELS_PER_CHARACTER), fromHeader));
}
