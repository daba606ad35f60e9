/** What a failed action shows: a RequestError's message is already translated (src/api/request-error.ts). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
