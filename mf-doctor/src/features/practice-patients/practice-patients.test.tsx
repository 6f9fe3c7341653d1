import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';
import { createRow } from '../practice/practice-factories';

const patient = (id: string, name: string, referrals: number, sharesResults: boolean) => ({
  id,
  name,
  phone: '600100200',
  referrals,
  lastReferralAt: referrals > 0 ? '2026-11-10T09:00:00.000Z' : null,
  sharesResults,
});

describe("the doctor's patients", () => {
  it('lists those referred and those sharing results, each with the way to their results where shared', async () => {
    mockApi({
      'GET /api/doctor/practice-patients': {
        body: { patients: [patient('p1', 'Adam Abel', 0, true), patient('p2', 'Ewa Lis', 2, false)] },
      },
    });
    renderAt('/doctor/area/my-patients', <DoctorRoutes />);

    const table = await screen.findByRole('table', { name: 'Your patients' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Adam Abel', 'Ewa Lis']);
    const [adam, ewa] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(adam).getByText('Shares results')).toBeInTheDocument();
    expect(within(adam).getByRole('link', { name: 'See results' })).toHaveAttribute('href', '/doctor/area/patients/p1');
    expect(within(ewa).getByText('Not shared')).toBeInTheDocument();
    expect(within(ewa).getByRole('link', { name: 'Ewa Lis' })).toHaveAttribute('href', '/doctor/area/my-patients/p2');
  });

  it('searches by name, PESEL or phone on the server, and says when none match', async () => {
    const api = mockApi({
      'GET /api/doctor/practice-patients': (url: URL) => ({
        body: { patients: url.searchParams.has('q') ? [] : [patient('p2', 'Ewa Lis', 2, false)] },
      }),
    });
    renderAt('/doctor/area/my-patients', <DoctorRoutes />);
    await screen.findByRole('table', { name: 'Your patients' });

    await userEvent.type(screen.getByLabelText('Search by name, PESEL or phone'), '600');

    expect(await screen.findByRole('heading', { name: 'No patients match “600”.' })).toBeInTheDocument();
    expect(requestedUrls(api, '/api/doctor/practice-patients').at(-1)?.searchParams.get('q')).toBe('600');
  });

  it('says who will be listed when there is nobody yet', async () => {
    mockApi({ 'GET /api/doctor/practice-patients': { body: { patients: [] } } });
    renderAt('/doctor/area/my-patients', <DoctorRoutes />);
    expect(await screen.findByRole('heading', { name: 'No patients yet.' })).toBeInTheDocument();
  });

  it('says so while it loads', () => {
    mockApi({ 'GET /api/doctor/practice-patients': 'never' });
    renderAt('/doctor/area/my-patients', <DoctorRoutes />);
    expect(screen.getByText('Loading your patients…')).toBeInTheDocument();
  });

  it('offers to try again after a failure', async () => {
    mockApi({ 'GET /api/doctor/practice-patients': { status: 500, body: {} } });
    renderAt('/doctor/area/my-patients', <DoctorRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your patients could not be loaded.');
  });

  it("shows a patient's referrals and asks for access to their results", async () => {
    mockApi({
      'GET /api/doctor/practice-patients/p2': {
        body: { patient: patient('p2', 'Ewa Lis', 1, false), referrals: [createRow()], currency: 'GBP' },
      },
      'POST /api/doctor/access-requests': {
        status: 201,
        body: { patient: { id: 'p2', name: 'Ewa Lis' }, state: 'requested' },
      },
    });
    renderAt('/doctor/area/my-patients/p2', <DoctorRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ewa Lis' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Referrals you issued' });
    expect(within(table).getByText('Awaiting payment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for access to results' }));
    expect(await screen.findByText('The patient was asked to share their results with you.')).toBeInTheDocument();
  });

  it("says a patient who is not the doctor's is not among theirs", async () => {
    mockApi({ 'GET /api/doctor/practice-patients/p9': { status: 404, body: { message: 'Not Found' } } });
    renderAt('/doctor/area/my-patients/p9', <DoctorRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This patient is not among your patients.');
  });
});
