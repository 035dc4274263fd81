import type { ReactNode } from 'react';
import { useFormatDate } from '../../../shared/lib/date-time';
import { PoolTableWrap } from './PoolTables';

interface CardProps {
  readonly titleId: string;
  readonly title: string;
  /** While the next page loads. */
  readonly pending: boolean;
  readonly pager: ReactNode;
  readonly children: ReactNode;
}

/** A titled card holding one page of a pool list, its pager under it. */
export function PoolCard({ titleId, title, pending, pager, children }: CardProps) {
  return (
    <section className="card pools__card" aria-labelledby={titleId} aria-busy={pending || undefined}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {pager}
    </section>
  );
}

/** A `PoolCard` with a table: the column headings, the rows as children. */
export function PoolTable({ columns, children, ...card }: CardProps & { readonly columns: readonly string[] }) {
  return (
    <PoolCard {...card}>
      <PoolTableWrap columns={columns}>{children}</PoolTableWrap>
    </PoolCard>
  );
}

/** A ticket row's first cell: its number, its draw and a time (when drawn, or when bought). */
export function PoolTicketCell({ id, draw, at }: { readonly id: number; readonly draw: string; readonly at: string }) {
  const formatDate = useFormatDate();
  return (
    <td>
      <strong>№{id}</strong>
      <span className="pools__muted pools__block">{draw}</span>
      <time className="pools__muted pools__block" dateTime={at}>
        {formatDate(at, 'dateTime')}
      </time>
    </td>
  );
}
