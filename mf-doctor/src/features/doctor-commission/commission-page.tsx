import { Figures } from '../doctor-area/figures';
import {
  formatMoney,
  CommissionLedger,
  DOCTOR_COMMISSION_PATHS,
  type CommissionLine,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Page } from '@labshop/shared-contracts/web/remote-kit';
import { EmptyState, Inbox, Table, type TableColumn } from '@labshop/shared-contracts/web/ui';
import { dayWords } from '../doctor-invoices/invoice-month';
import { TableSkeleton } from '../shared-results/table-skeleton';
import { COMMISSION_TEXTS as TEXTS } from './commission-texts';
import styles from './commission.module.css';

/** /doctor/area/commission: each line of the doctor's commission ledger, with the totals. */
export function CommissionPage() {
  const ledger = useApiQuery(DOCTOR_COMMISSION_PATHS.ledger, { answer: CommissionLedger });
  return (
    <Page aria-busy={ledger.status === 'loading'}>
      <h1>{TEXTS.heading}</h1>
      <p>{TEXTS.intro}</p>
      {ledger.status === 'loading' ? <TableSkeleton label={TEXTS.loading} /> : null}
      {ledger.status === 'error' ? <LoadFailed message={TEXTS.loadFailed} onRetry={ledger.retry} /> : null}
      {ledger.status === 'success' && ledger.data.lines.length === 0 ? (
        <EmptyState icon={Inbox} title={TEXTS.empty} headingLevel={2} />
      ) : null}
      {ledger.status === 'success' && ledger.data.lines.length > 0 ? <Ledger ledger={ledger.data} /> : null}
    </Page>
  );
}

function Ledger({ ledger }: { ledger: CommissionLedger }) {
  const money = (minor: number, currency = ledger.currency) => formatMoney(minor, currency);
  const figures = [
    { label: TEXTS.earned, value: ledger.totals.earnedMinor },
    { label: TEXTS.reversed, value: ledger.totals.reversedMinor },
    { label: TEXTS.net, value: ledger.totals.netMinor },
    { label: TEXTS.settled, value: ledger.totals.settledMinor },
    { label: TEXTS.awaiting, value: ledger.totals.awaitingSalaryMinor },
  ];
  const columns: TableColumn<CommissionLine>[] = [
    { id: 'patient', header: TEXTS.columnPatient, cell: (line) => line.patientName },
    {
      id: 'date',
      header: TEXTS.columnDate,
      cell: (line) => <span className={styles.nowrap}>{dayWords(line.occurredAt)}</span>,
    },
    { id: 'kind', header: TEXTS.columnKind, cell: (line) => line.kindWords },
    { id: 'tests', header: TEXTS.columnTests, numeric: true, cell: (line) => line.testsCount },
    { id: 'option', header: TEXTS.columnOption, cell: (line) => line.commissionOption ?? '—' },
    { id: 'paid', header: TEXTS.columnPaid, numeric: true, cell: (line) => money(line.paidMinor, line.currency) },
    {
      id: 'amount',
      header: TEXTS.columnAmount,
      numeric: true,
      cell: (line) => money(line.amountMinor, line.currency),
    },
    {
      id: 'status',
      header: TEXTS.columnStatus,
      cell: (line) => (
        <span>
          {line.statusWords}{' '}
          {line.invoiceNumber ? <span className={styles.invoice}>{TEXTS.onInvoice(line.invoiceNumber)}</span> : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <Figures
        label={TEXTS.totals}
        figures={figures.map((figure) => ({ label: figure.label, value: money(figure.value) }))}
      />
      <Table
        caption={TEXTS.table}
        captionHidden
        columns={columns}
        rows={ledger.lines}
        rowKey={(line) => line.id}
        rowHeader="patient"
      />
    </>
  );
}
