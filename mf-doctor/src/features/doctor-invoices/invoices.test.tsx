import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';
import { lastInvoicedMonth, monthWords, shiftMonth } from './invoice-month';

const LAST_MONTH = lastInvoicedMonth();
const MONTH_BEFORE = shiftMonth(LAST_MONTH, -1);

const invoice = {
  id: 'invoice-1',
  number: 'DR/2026/000042',
  month: LAST_MONTH,
  issuedAt: '2026-11-01T03:00:00.000Z',
  linesCount: 3,
  totalMinor: 4250,
  currency: 'GBP',
};

/** The API's invoices: one for last month, none for any other. */
const invoicesByMonth = (url: URL) => {
  const month = url.searchParams.get('month') ?? '';
  return { body: { month, invoices: month === LAST_MONTH ? [invoice] : [] } };
};

describe("the doctor's invoices", () => {
  it('shows last month first: its invoice, with the number, total and a download', async () => {
    mockApi({ 'GET /api/doctor/invoices': invoicesByMonth });
    renderAt('/doctor/area/invoices', <DoctorRoutes />);

    const table = await screen.findByRole('table', { name: `Invoices for ${monthWords(LAST_MONTH)}` });
    const row = within(table).getByRole('row', { name: /DR\/2026\/000042/ });
    expect(within(row).getByText('£42.50')).toBeInTheDocument();
    expect(within(row).getByText('1 November 2026')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download invoice DR/2026/000042 (PDF)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue(LAST_MONTH);
  });

  it('says so when the chosen month has no invoice, and goes back to one that has', async () => {
    const api = mockApi({ 'GET /api/doctor/invoices': invoicesByMonth });
    renderAt('/doctor/area/invoices', <DoctorRoutes />);
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(await screen.findByText('No invoices for the selected month.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: monthWords(MONTH_BEFORE) })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const months = requestedUrls(api, '/api/doctor/invoices').map((url) => url.searchParams.get('month'));
    expect(months).toEqual([LAST_MONTH, MONTH_BEFORE, LAST_MONTH]);
  });

  it('shows that the invoices are loading', () => {
    mockApi({ 'GET /api/doctor/invoices': 'never' });
    renderAt('/doctor/area/invoices', <DoctorRoutes />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the invoices');
    expect(screen.queryByText('No invoices for the selected month.')).not.toBeInTheDocument();
  });

  it('offers to try again when the invoices could not be read', async () => {
    let calls = 0;
    mockApi({
      'GET /api/doctor/invoices': (url) => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Unexpected error occurred' } } : invoicesByMonth(url);
      },
    });
    renderAt('/doctor/area/invoices', <DoctorRoutes />);

    expect(await screen.findByText('The invoices could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says the download failed, beside the button, when the PDF cannot be fetched', async () => {
    const api = mockApi({
      'GET /api/doctor/invoices': invoicesByMonth,
      'GET /api/doctor/invoices/invoice-1/pdf': { status: 500, body: { message: 'Unexpected error occurred' } },
    });
    renderAt('/doctor/area/invoices', <DoctorRoutes />);

    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice DR/2026/000042 (PDF)' }));

    const alerts = await screen.findAllByText('An error occurred while downloading the file.');
    expect(alerts.some((alert) => alert.getAttribute('role') === 'alert')).toBe(true);
    expect(requestedUrls(api, '/api/doctor/invoices/invoice-1/pdf')).toHaveLength(1);
  });
});
