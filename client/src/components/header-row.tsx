import type { ReactNode } from "react";

export interface HeaderCell {
  label: ReactNode;
  /** padding and alignment of this column ("px-2 py-2 text-right" for a figure) */
  className?: string;
}

/** A table's row of column headers, each scoped to its column for screen readers. */
export function HeaderRow({ cells, className }: { cells: readonly HeaderCell[]; className?: string }) {
  return (
    <tr className={className}>
      {cells.map((cell, index) => (
        <th key={index} scope="col" className={cell.className}>
          {cell.label}
        </th>
      ))}
    </tr>
  );
}
