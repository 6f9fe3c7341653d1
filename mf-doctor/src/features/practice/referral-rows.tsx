import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ReferralStatus, ReferralTableRow } from '@labshop/shared-contracts/core';
import { Badge, Table, type TableColumn, type Tone } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_ROUTES } from './practice-paths';
import { PRACTICE_TEXTS as TEXTS } from './practice-texts';
import { formatDay, money } from './practice-format';
import styles from './practice.module.css';

const STATUS_TONES: Record<ReferralStatus, Tone> = {
  awaiting_payment: 'warning',
  awaiting_salary: 'info',
  settled: 'success',
  cancelled: 'neutral',
};

/** The status in words on its badge: never colour alone. */
export function StatusBadge({ row }: { row: Pick<ReferralTableRow, 'status' | 'statusWords'> }) {
  return <Badge tone={STATUS_TONES[row.status]}>{row.statusWords}</Badge>;
}

/** The short form of a referral's id, as the table names it; the whole id stays in the CSV. */
export const shortId = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * Referrals as a table with every field the product names for one (spec §3). `compact` keeps the few a glance
 * needs; `actions` adds the row's own buttons (edit, send again).
 */
export function ReferralRows({
  rows,
  currency,
  caption,
  compact = false,
  actions,
}: {
  rows: readonly ReferralTableRow[];
  currency: string;
  caption: string;
  compact?: boolean;
  actions?: (row: ReferralTableRow) => ReactNode;
}) {
  const all: (TableColumn<ReferralTableRow> & { compact?: boolean })[] = [
    { id: 'id', header: TEXTS.columnId, cell: (row) => <code>{shortId(row.id)}</code>, compact: true },
    {
      id: 'issued',
      header: TEXTS.columnIssued,
      cell: (row) => <span className={styles.nowrap}>{formatDay(row.issuedAt)}</span>,
      compact: true,
    },
    {
      id: 'testDate',
      header: TEXTS.columnTestDate,
      cell: (row) => <span className={styles.nowrap}>{formatDay(row.testDate)}</span>,
    },
    {
      id: 'patient',
      header: TEXTS.columnPatient,
      cell: (row) => <Link to={PRACTICE_ROUTES.patient(row.patient.id)}>{row.patient.name}</Link>,
      compact: true,
    },
    { id: 'phone', header: TEXTS.columnPhone, cell: (row) => <span className={styles.nowrap}>{row.phone}</span> },
    { id: 'status', header: TEXTS.columnStatus, cell: (row) => <StatusBadge row={row} />, compact: true },
    { id: 'tests', header: TEXTS.columnTests, cell: (row) => row.testsCount, numeric: true, compact: true },
    { id: 'cost', header: TEXTS.columnCost, cell: (row) => money(row.costMinor, currency), numeric: true },
    {
      id: 'discount',
      header: TEXTS.columnDiscount,
      cell: (row) => `${money(row.discountMinor, currency)} (${row.discountPercent}%)`,
      numeric: true,
    },
    {
      id: 'commission',
      header: TEXTS.columnCommission,
      cell: (row) => `${money(row.commissionMinor, currency)} (${row.commissionPercent}%)`,
      numeric: true,
      compact: true,
    },
    { id: 'postCode', header: TEXTS.columnPostCode, cell: (row) => row.postCode || '—' },
    { id: 'city', header: TEXTS.columnCity, cell: (row) => row.city || '—' },
    { id: 'street', header: TEXTS.columnStreet, cell: (row) => row.street || '—' },
  ];
  const columns: TableColumn<ReferralTableRow>[] = all.filter((column) => !compact || column.compact);
  if (actions) columns.push({ id: 'actions', header: TEXTS.columnActions, cell: actions });
  // Scrolled by keyboard too: the region takes focus and is named by the table it holds.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <Table
        caption={caption}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowHeader="id"
        className={styles.referrals}
      />
    </div>
  );
}
