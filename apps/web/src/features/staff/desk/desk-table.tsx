import '@mantine/core/styles/Table.css';
// ScrollArea.css is left to the pages: the desks import it (their wide tables get the scrollbar's own
// strip), the catalogue's tabs never did and keep their plain scroll container.

import type { ReactNode } from 'react';
import { Table, type MantineSpacing, type TableTdProps } from '@mantine/core';
import { EmailAddress } from '../../../components/email-address';
import classes from './desk.module.css';

export interface DeskColumn<Row> {
  header: ReactNode;
  /**
   * How the column's cells sit: 'number' right-aligned figures, 'nowrap' on one line, 'actions' buttons
   * gathered at the row's end; plain text by default. The headers of figures and actions keep to one
   * line, at the start unless `headerRight`.
   */
  kind?: 'number' | 'nowrap' | 'actions';
  /** The header right-aligned, over right-aligned figures. */
  headerRight?: boolean;
  cell: (row: Row) => ReactNode;
  /** More properties of the column's cells (a monospace code column…). */
  tdProps?: TableTdProps;
}

export interface DeskTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DeskColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns; without it, it never scrolls. */
  minWidth?: number;
  /** The table's widest. */
  maw?: number;
  /** Shown instead of the table when there are no rows; without it, the table shows with its headers alone. */
  empty?: ReactNode;
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: MantineSpacing | number;
  /** The rows' data-testid, for the journeys. */
  rowTestId?: string;
}

const headerClass = (column: DeskColumn<never>) =>
  [column.kind === 'number' || column.kind === 'actions' ? classes.numberHeader : '', column.headerRight ? classes.headerRight : ''].filter(Boolean).join(' ') || undefined;
const CELL_CLASS = { number: classes.number, nowrap: classes.nowrap, actions: undefined } as const;

/** A staff desk's table (striped unless told), described by its columns. */
export function DeskTable<Row>(props: DeskTableProps<Row>) {
  const { rows, columns, rowKey, label, minWidth, empty, rowTestId } = props;
  if (rows.length === 0 && empty !== undefined) return <p className={classes.empty}>{empty}</p>;
  const table = (
    <Table
      verticalSpacing={props.verticalSpacing ?? 'xs'}
      striped={props.striped ?? true}
      highlightOnHover={props.highlightOnHover}
      aria-label={label}
      maw={props.maw}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={index} className={headerClass(column)}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((column, index) => (
              <Table.Td key={index} className={column.kind && CELL_CLASS[column.kind]} {...column.tdProps}>
                {column.kind === 'actions' ? <div className={classes.actions}>{column.cell(row)}</div> : column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}

/** A cell's main line with a smaller grey line under it. */
export function WithSub({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      {main}
      <div className={classes.sub}>{sub}</div>
    </>
  );
}

/** The customer column: the name, the e-mail under it. */
export const personCell = (person: { name: string; email: string }) => <WithSub main={person.name} sub={<EmailAddress email={person.email} />} />;
