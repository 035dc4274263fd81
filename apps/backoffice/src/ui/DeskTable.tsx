import { Fragment, useId, type ReactNode } from 'react';
import { texts } from '../texts';

/** One column of a desk's table: its header and how a row shows in it. */
export interface DeskColumn<T> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: T) => ReactNode;
  /** The cells' class (`num`, `nowrap`, `right`, `message`…), on the header too. */
  readonly className?: string;
}

export interface DeskTableProps<T> {
  /** Null while the first answer is awaited. */
  readonly rows: readonly T[] | null;
  /** The list's error text (shown as an alert instead of the table). */
  readonly error?: string | null;
  readonly columns: readonly DeskColumn<T>[];
  readonly rowKey: (row: T) => string | number;
  /** The table's accessible name (a caption read by screen readers). */
  readonly label?: string;
  /** A row's detail pane, shown under it across the whole table; null or undefined: none for this row. */
  readonly detail?: (row: T) => ReactNode;
  /** Rows marked as the one being worked on. */
  readonly isSelected?: (row: T) => boolean;
}

/**
 * The table every desk lists its work in: loading and error states, an empty row, one line per item and, under the
 * item being worked on, its detail pane (a form, the markets of a game…).
 */
export function DeskTable<T>({ rows, error, columns, rowKey, label, detail, isSelected }: DeskTableProps<T>) {
  if (error)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  if (!rows) return <p className="muted">{texts.app.loading}</p>;
  return (
    <table className="grid">
      {label && <caption className="visually-hidden">{label}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns.length} className="muted">
              {texts.app.noRows}
            </td>
          </tr>
        )}
        {rows.map((row) => {
          const pane = detail?.(row);
          return (
            <Fragment key={rowKey(row)}>
              <tr className={isSelected?.(row) ? 'selected' : undefined}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
              {pane !== null && pane !== undefined && pane !== false && (
                <tr className="detail-row">
                  <td colSpan={columns.length}>{pane}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

/** A state shown as a pill; `tone` picks its colour class (`s-open`, `p-success`, `v3`…). */
export function StatusPill({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`pill ${tone}`}>{children}</span>;
}

/** A labelled filter select of a desk's head. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { readonly value: V; readonly label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** The outcome of the last action: a success note, or an error read out at once. */
export function ActionNotice({ notice }: { notice: { kind: 'ok' | 'error'; text: string } | null }) {
  return (
    <div aria-live="polite">
      {notice && (
        <p className={notice.kind === 'ok' ? 'notice' : 'error'} role={notice.kind === 'error' ? 'alert' : undefined}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
