import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Pagination } from '@croupier/ui';
import { Table, TableScroll } from './page.styles';

/** One page of a paged list, as every list call answers it. */
export interface ReportPage<Row> {
  rows: readonly Row[];
  total: number;
  pageNo: number;
  totalPages: number;
}

export interface ReportColumn<Row> {
  label: ReactNode;
  /** amounts and counts: aligned to the end, in even-width digits */
  amount?: boolean;
  cell: (row: Row) => ReactNode;
}

/** Attributes a row carries so a test or a journey can pick it out by its state. */
export type RowAttributes = Partial<Record<`data-${string}`, string>>;

export interface ReportTableProps<Row> {
  page: ReportPage<Row>;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  rowAttributes?: (row: Row) => RowAttributes;
  /** said instead of the table when the filter matches nothing at all */
  emptyTitle: string;
  onPage: (pageNo: number) => void;
}

/** A page of rows under its column heads, with the pager below; it scrolls sideways on a phone. */
export function ReportTable<Row>({ page, columns, rowKey, rowAttributes, emptyTitle, onPage }: ReportTableProps<Row>) {
  const { t } = useTranslation('agent');
  if (page.total === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <TableScroll>
        <Table data-testid="agent-table">
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" data-amount={column.amount || undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={rowKey(row)} data-testid="agent-row" {...rowAttributes?.(row)}>
                {columns.map((column, index) => (
                  <td key={index} data-amount={column.amount || undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <Pagination page={page.pageNo} totalPages={page.totalPages} onPageChange={onPage} label={t('report.pages')} />
    </>
  );
}
