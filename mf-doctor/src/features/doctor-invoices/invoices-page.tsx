import {
  formatMoney,
  DOCTOR_COMMISSION_PATHS,
  DoctorInvoiceList,
  MONTH_PATTERN,
  type DoctorInvoiceSummary,
} from '@labshop/shared-contracts/core';
import { useState } from 'react';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { downloadFile, LoadFailed, Page } from '@labshop/shared-contracts/web/remote-kit';
import {
  Button,
  ChevronLeft,
  ChevronRight,
  EmptyState,
  Inbox,
  Table,
  TextField,
  type TableColumn,
} from '@labshop/shared-contracts/web/ui';
import { TableSkeleton } from '../shared-results/table-skeleton';
import { dayWords, lastInvoicedMonth, monthWords, shiftMonth } from './invoice-month';
import { INVOICES_TEXTS as TEXTS } from './invoices-texts';
import styles from './invoices.module.css';

/** /doctor/area/invoices: the doctor's commission invoice of a chosen month, to download as a PDF. */
export function InvoicesPage() {
  const [month, setMonth] = useState(lastInvoicedMonth);
  const valid = MONTH_PATTERN.test(month);
  const invoices = useApiQuery(valid ? DOCTOR_COMMISSION_PATHS.invoices : null, {
    query: { month },
    answer: DoctorInvoiceList,
  });
  const loading = valid && invoices.status === 'loading';
  return (
    <Page aria-busy={loading}>
      <h1>{TEXTS.heading}</h1>
      <p>{TEXTS.intro}</p>
      <div className={styles.picker}>
        <TextField
          label={TEXTS.monthLabel}
          type="month"
          value={month}
          max={lastInvoicedMonth()}
          onChange={(event) => setMonth(event.target.value)}
        />
        <div className={styles.steps}>
          <Button theme="outline" size="sm" disabled={!valid} onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeft aria-hidden="true" size={16} />
            {TEXTS.previousMonth}
          </Button>
          <Button theme="outline" size="sm" disabled={!valid} onClick={() => setMonth(shiftMonth(month, 1))}>
            {TEXTS.nextMonth}
            <ChevronRight aria-hidden="true" size={16} />
          </Button>
        </div>
      </div>
      <h2 className={styles.month}>{monthWords(month)}</h2>
      {loading ? <TableSkeleton label={TEXTS.loading} rows={1} /> : null}
      {valid && invoices.status === 'error' ? <LoadFailed message={TEXTS.loadFailed} onRetry={invoices.retry} /> : null}
      {valid && invoices.status === 'success' && invoices.data.invoices.length === 0 ? (
        <EmptyState icon={Inbox} title={TEXTS.none} headingLevel={3} />
      ) : null}
      {valid && invoices.status === 'success' && invoices.data.invoices.length > 0 ? (
        <InvoiceTable month={month} invoices={invoices.data.invoices} />
      ) : null}
    </Page>
  );
}

function InvoiceTable({ month, invoices }: { month: string; invoices: readonly DoctorInvoiceSummary[] }) {
  const columns: TableColumn<DoctorInvoiceSummary>[] = [
    { id: 'number', header: TEXTS.columnNumber, cell: (invoice) => invoice.number },
    { id: 'issued', header: TEXTS.columnIssued, cell: (invoice) => dayWords(invoice.issuedAt) },
    { id: 'lines', header: TEXTS.columnLines, numeric: true, cell: (invoice) => invoice.linesCount },
    {
      id: 'total',
      header: TEXTS.columnTotal,
      numeric: true,
      cell: (invoice) => formatMoney(invoice.totalMinor, invoice.currency),
    },
    { id: 'file', header: TEXTS.columnFile, cell: (invoice) => <DownloadButton invoice={invoice} /> },
  ];
  return (
    <Table
      caption={TEXTS.table(monthWords(month))}
      captionHidden
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      rowHeader="number"
    />
  );
}

/** Downloads the invoice, saying so on the page as well as in a toast when that fails. */
function DownloadButton({ invoice }: { invoice: DoctorInvoiceSummary }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    const fallbackName = `commission-invoice-${invoice.number.replaceAll('/', '-')}.pdf`;
    setFailed(!(await downloadFile(DOCTOR_COMMISSION_PATHS.invoicePdf(invoice.id), fallbackName)));
    setBusy(false);
  };
  return (
    <span className={styles.download}>
      <Button
        theme="outline"
        size="sm"
        loading={busy}
        onClick={() => void download()}
        aria-label={TEXTS.downloadLabel(invoice.number)}
      >
        {TEXTS.download}
      </Button>
      {failed ? <span role="alert">{TEXTS.downloadFailed}</span> : null}
    </span>
  );
}
