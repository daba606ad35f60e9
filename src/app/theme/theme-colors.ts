/**
 * The theme colour (spec 02 §9): 9 lighter and 9 darker shades of the primary colour, mixed
 * with white and black in steps of 10 %, written over Tailwind's primary scale (src/index.css
 * `--color-primary-*`) on the document root, so every button, link, menu and focus ring takes
 * the new colour at once. The choice is kept as APP_COLOR for the next start (spec 02 §3).
 */
export const APP_COLOR_KEY = 'APP_COLOR';
/** The primary colour of src/index.css (primary-600). */
export const DEFAULT_PRIMARY = '#1677ff';
/** Colours the user centre offers besides a free choice. */
export const THEME_PRESETS = ['#1677ff', '#0f766e', '#16a34a', '#7c3aed', '#db2777', '#ea580c', '#0891b2', '#475569'] as const;

const HEX = /^#[0-9a-f]{6}$/i;

export function isThemeColor(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` mixed with `other`, `tenths` of it (in whole tenths: no floating-point drift at .5). */
function mix(color: string, other: string, tenths: number): string {
  const [a, b] = [channels(color), channels(other)];
  return toHex([0, 1, 2].map((i) => (a[i]! * (10 - tenths) + b[i]! * tenths) / 10) as [number, number, number]);
}

/** Nine lighter shades (10 % … 90 % white) and nine darker ones (10 % … 90 % black), nearest first. */
export function themeShades(primary: string): { light: string[]; dark: string[] } {
  const steps = Array.from({ length: 9 }, (_, index) => index + 1);
  return { light: steps.map((tenths) => mix(primary, '#ffffff', tenths)), dark: steps.map((tenths) => mix(primary, '#000000', tenths)) };
}

/** The CSS variables of a primary colour: Tailwind's primary scale from its shades, and the shades themselves. */
export function themeVariables(primary: string): Record<string, string> {
  const base = primary.toLowerCase();
  const { light, dark } = themeShades(base);
  const at = (list: string[], step: number) => list[step - 1] as string;
  return {
    '--color-primary-50': at(light, 9),
    '--color-primary-100': at(light, 8),
    '--color-primary-200': at(light, 7),
    '--color-primary-300': at(light, 5),
    '--color-primary-400': at(light, 3),
    '--color-primary-500': at(light, 2),
    '--color-primary-600': base,
    '--color-primary-700': at(dark, 2),
    '--color-primary-800': at(dark, 4),
    '--color-primary-900': at(dark, 6),
    ...Object.fromEntries(light.map((shade, index) => [`--color-primary-light-${index + 1}`, shade])),
    ...Object.fromEntries(dark.map((shade, index) => [`--color-primary-dark-${index + 1}`, shade])),
  };
}

/** Applies a colour to the whole page ('' or an invalid one: the default) and keeps it for the next start. */
export function applyTheme(color: string): void {
  const root = document.documentElement.style;
  if (!isThemeColor(color)) {
    // The default keeps src/index.css's designed scale; only the shades are written.
    for (const [name, value] of Object.entries(themeVariables(DEFAULT_PRIMARY))) {
      if (/-(light|dark)-\d$/.test(name)) root.setProperty(name, value);
      else root.removeProperty(name);
    }
    localStorage.removeItem(APP_COLOR_KEY);
    return;
  }
  for (const [name, value] of Object.entries(themeVariables(color))) root.setProperty(name, value);
  localStorage.setItem(APP_COLOR_KEY, color.toLowerCase());
}

/** The colour kept from the last session (or the default), applied before anything renders. */
export function applyStoredTheme(): void {
  applyTheme(localStorage.getItem(APP_COLOR_KEY) ?? '');
}
