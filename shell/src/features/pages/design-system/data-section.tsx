import { ChartFrame, Table } from '@labshop/shared-contracts/web/ui';
import { TokenSection } from './token-section';
import styles from './design-system.module.css';

interface Order {
  number: string;
  test: string;
  placed: string;
  status: string;
  total: string;
}

const ORDERS: Order[] = [
  { number: '1042', test: 'Thyroid panel', placed: '3 Mar 2026', status: 'Results ready', total: '£49' },
  { number: '1043', test: 'Vitamin D (25-OH)', placed: '5 Mar 2026', status: 'Paid', total: '£25' },
  { number: '1044', test: 'Iron studies', placed: '6 Mar 2026', status: 'Waiting for payment', total: '£17.50' },
];

const COLUMNS = [
  { id: 'test', header: 'Test', cell: (order: Order) => order.test },
  { id: 'number', header: 'Order', cell: (order: Order) => order.number },
  { id: 'placed', header: 'Placed', cell: (order: Order) => order.placed },
  { id: 'status', header: 'Status', cell: (order: Order) => order.status },
  { id: 'total', header: 'Total', cell: (order: Order) => order.total, numeric: true },
];

const WEEK = [12, 18, 15, 24, 30];
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** Data: a table whose rows stack into cards on a phone, and a chart in its frame. */
export function DataSection() {
  const highest = Math.max(...WEEK);
  return (
    <TokenSection
      id="data"
      title="Tables and charts"
      intro="Narrow the window below 768 px: each row of the table becomes a card, each value beside its column's name."
    >
      <h3 className={styles.groupTitle}>Table</h3>
      <Table caption="Your orders" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.number} rowHeader="test" />

      <h3 className={styles.groupTitle}>Chart frame</h3>
      <ChartFrame
        className={styles.chartDemo}
        title="Orders this week"
        summary="Orders this week: 12 on Monday, rising to 30 on Friday"
        details={
          <Table
            caption="Orders by day"
            captionHidden
            stack={false}
            columns={[
              { id: 'day', header: 'Day', cell: (index: number) => DAYS[index] },
              { id: 'orders', header: 'Orders', cell: (index: number) => WEEK[index], numeric: true },
            ]}
            rows={WEEK.map((_, index) => index)}
            rowKey={(index) => `${index}`}
          />
        }
      >
        <svg className={styles.chart} viewBox="0 0 200 100" aria-hidden="true" focusable="false">
          {WEEK.map((count, index) => (
            <rect
              key={DAYS[index]}
              className={styles.chartBar}
              x={10 + index * 38}
              y={90 - (count / highest) * 80}
              width={28}
              height={(count / highest) * 80}
              rx={3}
            />
          ))}
        </svg>
      </ChartFrame>
    </TokenSection>
  );
}
