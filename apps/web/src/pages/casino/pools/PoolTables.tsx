import type { ReactNode } from 'react';

interface WrapProps {
  readonly caption?: string;
  readonly columns: readonly string[];
  /** Under the table, inside its scrolling box. */
  readonly after?: ReactNode;
  /** The rows. */
  readonly children: ReactNode;
}

/** The pools' table in its scrolling box: a caption when given, the column headings, the rows. */
export function PoolTableWrap({ caption, columns, after, children }: WrapProps) {
  return (
    <div className="pools__table-wrap">
      <table className="pools__table">
        {caption !== undefined ? <caption className="pools__caption">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  );
}

/** A category of a settled draw: how many right (matched numbers, right marks), how many won it, what each was paid. */
export type PrizeRow = readonly [category: number, winners: number | undefined, prize: string];

/** A settled draw's winners by category. */
export function PoolPrizeTable({ rows, ...table }: Omit<WrapProps, 'children'> & { readonly rows: readonly PrizeRow[] }) {
  return (
    <PoolTableWrap {...table}>
      {rows.map(([category, winners, prize]) => (
        <tr key={category}>
          <th scope="row">{category}</th>
          <td>{winners ?? 0}</td>
          <td className="pools__amount">{prize}</td>
        </tr>
      ))}
    </PoolTableWrap>
  );
}
