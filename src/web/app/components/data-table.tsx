import type { ComponentChildren } from 'preact';

/** One column: its heading and what each row shows in it. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ComponentChildren;
  /** A class on the column's cells (e.g. muted text). */
  class?: string;
}

/**
 * A table of rows in a labelled region that takes focus and scrolls sideways on a narrow
 * screen (so keyboard users can scroll it). The first column heads each row.
 */
export function DataTable<T>(props: {
  /** The region's name for screen readers. */
  label: string;
  caption?: string;
  /** The caption is read out but not shown (the heading above already says it). */
  captionHidden?: boolean;
  /** A class on the table besides `data`. */
  class?: string;
  testId?: string;
  columns: [Column<T>, ...Column<T>[]];
  rows: T[];
  rowKey: (row: T) => string;
  /** data-* attributes of a row, for the page's tests and styles. */
  rowData?: (row: T) => Record<`data-${string}`, string | number>;
}) {
  const [head, ...rest] = props.columns;
  return (
    <div class="table-wrap" role="region" aria-label={props.label} tabIndex={0}>
      <table class={props.class ? `data ${props.class}` : 'data'} data-testid={props.testId}>
        {props.caption && (
          <caption class={props.captionHidden ? 'visually-hidden' : undefined}>{props.caption}</caption>
        )}
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} {...props.rowData?.(row)}>
              <th scope="row" class={head.class}>
                {head.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.header} class={column.class}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
