/** Newest first by creation time, then by id, whatever order the server sent. */
export function newestFirst<Row extends { id: number; createdAt: string }>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
