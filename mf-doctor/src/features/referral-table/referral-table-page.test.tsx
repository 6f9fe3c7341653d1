import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';
import { createRow } from '../practice/practice-factories';

const page = (rows = [createRow()], overrides: object = {}) => ({
  rows,
  total: rows.length,
  page: 1,
  perPage: 25,
  pages: 1,
  currency: 'GBP',
  ...overrides,
});

const PATIENTS = {
  patients: [
    { id: 'patient-1', name: 'Ewa Lis', phone: '600100200', referrals: 2, lastReferralAt: null, sharesResults: false },
    {
      id: 'patient-2',
      name: 'Jan Wróbel',
      phone: '600100300',
      referrals: 1,
      lastReferralAt: null,
      sharesResults: true,
    },
  ],
};

function showTable(answer: unknown = { body: page() }, path = '/doctor/area/referrals') {
  const api = mockApi({
    'GET /api/doctor/referral-table': answer as never,
    'GET /api/doctor/practice-patients': { body: PATIENTS },
  });
  renderAt(path, <DoctorRoutes />);
  return api;
}

describe("the doctor's referral table", () => {
  it('shows every field of a referral, the status in words', async () => {
    showTable();
    const table = await screen.findByRole('table', { name: 'Your referrals' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Referral',
      'Issued',
      'Test date',
      'Patient',
      'Phone',
      'Status',
      'Tests',
      'Cost',
      'Discount',
      'Commission',
      'Post code',
      'City',
      'Street',
      'Actions',
    ]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '10 Nov 2026',
      '—',
      'Ewa Lis',
      '600100200',
      'Awaiting payment',
      '2',
      '£120',
      '£6 (5%)',
      '£11.40 (10%)',
      '31-147',
      'Kraków',
      'Długa 5/2',
      expect.stringContaining('Edit'),
    ]);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('A1B2C3D4');
    expect(screen.getByText('1 referral matches; showing 1.')).toBeInTheDocument();
  });

  it('keeps the filter, order and page in the address and asks the API for them', async () => {
    const api = showTable({ body: page([createRow()], { total: 60, pages: 3 }) });
    await screen.findByRole('table', { name: 'Your referrals' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Awaiting payment');
    expect(currentLocation()).toBe('/doctor/area/referrals?status=awaiting_payment');
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'Jan Wróbel');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Highest cost');
    expect(currentLocation()).toBe(
      '/doctor/area/referrals?status=awaiting_payment&patient=patient-2&sort=cost&order=desc',
    );
    await screen.findByRole('table', { name: 'Your referrals' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of referrals' })).getByText('2'));
    expect(currentLocation()).toBe(
      '/doctor/area/referrals?status=awaiting_payment&patient=patient-2&sort=cost&order=desc&page=2',
    );
    const asked = requestedUrls(api, '/api/doctor/referral-table').at(-1);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      status: 'awaiting_payment',
      patient: 'patient-2',
      sort: 'cost',
      order: 'desc',
      page: '2',
    });
  });

  it('reads the place from the address it is opened at', async () => {
    const api = showTable({ body: page() }, '/doctor/area/referrals?from=2026-01-01&to=2026-03-31&page=3');
    await screen.findByRole('table', { name: 'Your referrals' });
    expect(screen.getByLabelText('Issued from')).toHaveValue('2026-01-01');
    const asked = requestedUrls(api, '/api/doctor/referral-table')[0];
    expect(asked?.searchParams.get('from')).toBe('2026-01-01');
    expect(asked?.searchParams.get('page')).toBe('3');
  });

  it('says when nothing matches, and clears the filters', async () => {
    showTable({ body: page([]) }, '/doctor/area/referrals?status=settled');
    expect(await screen.findByRole('heading', { name: 'No referrals match these filters.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentLocation()).toBe('/doctor/area/referrals');
  });

  it('invites a first referral when there is none', async () => {
    showTable({ body: page([]) });
    expect(await screen.findByRole('heading', { name: 'You have not issued any referrals yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Issue a referral' })).toHaveAttribute(
      'href',
      '/doctor/area/issue-referral',
    );
  });

  it('says so while it loads', () => {
    showTable('never');
    expect(screen.getByText('Loading your referrals…')).toBeInTheDocument();
  });

  it('offers to try again after a failure', async () => {
    showTable({ status: 500, body: { message: 'Server Error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your referrals could not be loaded.');
  });

  it('says the download failed when the CSV cannot be had', async () => {
    const api = mockApi({
      'GET /api/doctor/referral-table': { body: page() },
      'GET /api/doctor/practice-patients': { body: PATIENTS },
      'GET /api/doctor/referral-table.csv': { status: 500, body: {} },
    });
    renderAt('/doctor/area/referrals?status=awaiting_payment&page=2', <DoctorRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('An error occurred while downloading the file.', { selector: 'p' })).toBeVisible();
    const asked = requestedUrls(api, '/api/doctor/referral-table.csv')[0];
    expect(asked?.searchParams.get('status')).toBe('awaiting_payment');
    expect(asked?.searchParams.has('page')).toBe(false);
  });

  it('texts the link again, and says when the message could not be sent', async () => {
    mockApi({
      'GET /api/doctor/referral-table': { body: page() },
      'GET /api/doctor/practice-patients': { body: PATIENTS },
      [`POST /api/doctor/referrals/${createRow().id}/send-sms`]: { status: 500, body: {} },
    });
    renderAt('/doctor/area/referrals', <DoctorRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send again by SMS' }));
    expect(await screen.findByText('An error occurred. The message could not be sent.')).toBeInTheDocument();
  });

  it('offers no edit once a referral is paid', async () => {
    showTable({ body: page([createRow({ editable: false, status: 'settled', statusWords: 'Settled' })]) });
    const table = await screen.findByRole('table', { name: 'Your referrals' });
    expect(within(table).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(table).getByText('Settled')).toBeInTheDocument();
  });
});
