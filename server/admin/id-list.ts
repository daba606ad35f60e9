/** A comma list of ids as the forms send them: trimmed, without empties and repeats. */
export function splitIds(ids: string): string[] {
  return [...new Set(ids.split(',').map((id) => id.trim()).filter(Boolean))];
}
