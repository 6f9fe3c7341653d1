import type { ReactNode } from 'react';
import styles from './table.module.css';

export interface TableColumn<Row> {
  id: string;
  /** The column's name: its header, and the label beside each value when rows stack on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
}

export interface TableProps<Row> {
  /** What the table holds: its caption and accessible name. */
  caption: string;
  /** Shown to screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column whose cell names the row (a test's name): a row header, and the card's title on a phone. */
  rowHeader?: string;
  /** Keep the table a table at every width (a few narrow columns). */
  stack?: boolean;
  className?: string;
}

/**
 * A data table that reads well at any width: a real table from md up; on a phone each row stacks into a card with
 * the column's name beside each value. The table's markup and roles stay the same at both widths (the roles are
 * written out because some browsers drop them once CSS changes a table's display), so a screen reader reads
 * headers with each cell either way.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowHeader,
  stack = true,
  className,
}: TableProps<Row>) {
  const classes = [styles.table, stack ? styles.stack : undefined].filter(Boolean).join(' ');
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles of a table, kept for browsers that drop them once the rows stack */}
      <table role="table" className={classes}>
        <caption className={captionHidden ? styles.hiddenCaption : styles.caption}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) =>
                column.id === rowHeader ? (
                  <th key={column.id} role="rowheader" scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.id}
                    role="cell"
                    data-label={column.header}
                    className={column.numeric ? styles.numeric : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </div>
  );
}
