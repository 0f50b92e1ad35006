/** The first `limit` characters (whole code points, so an emoji is never split) and whether anything was cut. */
export function truncateText(text: string, limit: number): { shown: string; truncated: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { shown: text, truncated: false };
  return { shown: characters.slice(0, limit).join(""), truncated: true };
}
