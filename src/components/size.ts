/** A dialog dimension: a number is pixels, a string is used as given ('80%', '60vh'). */
export function cssSize(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}
