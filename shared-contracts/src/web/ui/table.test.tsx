import { render, screen, within } from '@testing-library/react';
import { Table } from './table';

interface Order {
  id: string;
  test: string;
  status: string;
  total: string;
}

const ORDERS: Order[] = [
  { id: '1', test: 'Thyroid panel', status: 'Paid', total: '£49' },
  { id: '2', test: 'Iron', status: 'Waiting for payment', total: '£17.50' },
];

const COLUMNS = [
  { id: 'test', header: 'Test', cell: (order: Order) => order.test },
  { id: 'status', header: 'Status', cell: (order: Order) => order.status },
  { id: 'total', header: 'Total', cell: (order: Order) => order.total, numeric: true },
];

describe('a table', () => {
  it('is a captioned table, each cell read with its column and its row', () => {
    render(
      <Table caption="Your orders" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.id} rowHeader="test" />,
    );
    const table = screen.getByRole('table', { name: 'Your orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Test', 'Status', 'Total']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Thyroid panel');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Paid', '£49']);
  });

  it('labels each value with its column, for the cards the rows become on a phone', () => {
    render(
      <Table caption="Your orders" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.id} rowHeader="test" />,
    );
    const [paid, total] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(paid).toHaveAttribute('data-label', 'Status');
    expect(total).toHaveAttribute('data-label', 'Total');
    expect(screen.getByRole('table')).toHaveClass('stack');
  });

  it('stays a table at every width when told', () => {
    render(<Table caption="Fees" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.id} stack={false} />);
    expect(screen.getByRole('table', { name: 'Fees' })).not.toHaveClass('stack');
  });
});
