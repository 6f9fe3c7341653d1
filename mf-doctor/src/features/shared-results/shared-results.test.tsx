import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';
import { sharedGroup, sharedResult } from './shared-results-factories';
import { SHARED_RESULTS_TEXTS } from './shared-results-texts';

const NOT_FOUND = { status: 404, body: { message: 'Not Found' } };

describe("the doctor's list of patients who share their results", () => {
  it('lists each patient with a link to their results', async () => {
    mockApi({
      'GET /api/doctor/shared-patients': {
        body: { patients: [{ id: 'account-7', name: 'Anna Nowak', granted_at: '2026-03-05T10:00:00.000Z' }] },
      },
      'GET /api/doctor/shared-patients/account-7/results': { body: { patients: [sharedGroup()] } },
    });
    renderAt('/doctor/area/patients', <DoctorRoutes />);
    const list = await screen.findByRole('list', { name: 'Patients' });
    expect(list).toHaveTextContent('Anna Nowak · sharing since 5 March 2026');
    await userEvent.click(within(list).getByRole('link', { name: 'Anna Nowak' }));
    expect(currentLocation()).toBe('/doctor/area/patients/account-7');
  });

  it('says so when nobody shares yet', async () => {
    mockApi({ 'GET /api/doctor/shared-patients': { body: { patients: [] } } });
    renderAt('/doctor/area/patients', <DoctorRoutes />);
    expect(await screen.findByText(SHARED_RESULTS_TEXTS.patientsEmpty)).toBeInTheDocument();
  });

  it('shows a loading line, then a way to try again when the read fails', async () => {
    mockApi({ 'GET /api/doctor/shared-patients': { status: 500, body: { message: 'Unexpected error occurred' } } });
    renderAt('/doctor/area/patients', <DoctorRoutes />);
    expect(screen.getByRole('status')).toHaveTextContent(SHARED_RESULTS_TEXTS.patientsLoading);
    expect(await screen.findByText(SHARED_RESULTS_TEXTS.patientsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe("a shared patient's results", () => {
  it('links a ready result and names the status of the others in words', async () => {
    mockApi({ 'GET /api/doctor/shared-patients/account-7/results': { body: { patients: [sharedGroup()] } } });
    renderAt('/doctor/area/patients/account-7', <DoctorRoutes />);
    const tests = await screen.findByRole('list', { name: 'Tests of Anna Nowak' });
    const [waiting, ready] = within(tests).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(waiting).toHaveTextContent('Lipid profile · Awaiting sample · 1 April 2026 · order LS-1002');
    expect(within(waiting).queryByRole('link')).not.toBeInTheDocument();
    expect(ready).toHaveTextContent('Potassium · Ready · 3 March 2026 · order LS-1001 · 1 out of range');
    await userEvent.click(within(ready).getByRole('link', { name: 'Potassium' }));
    expect(currentLocation()).toBe('/doctor/area/patients/account-7/results/result-1');
  });

  it('tells the doctor they have no access when the API answers 404', async () => {
    mockApi({ 'GET /api/doctor/shared-patients/account-8/results': NOT_FOUND });
    renderAt('/doctor/area/patients/account-8', <DoctorRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARED_RESULTS_TEXTS.noAccess);
  });
});

describe('one shared result', () => {
  it('shows every value with its range, its flag in words and the values before it', async () => {
    mockApi({ 'GET /api/doctor/shared-patients/account-7/results/result-1': { body: sharedResult() } });
    renderAt('/doctor/area/patients/account-7/results/result-1', <DoctorRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Electrolytes' })).toBeInTheDocument();
    expect(screen.getByText(/Anna Nowak, born 4 May 1990/)).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Potassium/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['5.8 mmol/L', '3.5–5.1 mmol/L', 'High', '10 September 2025: 4.2 mmol/L']);
  });

  it('tells the doctor they have no access when the patient stopped sharing', async () => {
    mockApi({ 'GET /api/doctor/shared-patients/account-7/results/result-1': NOT_FOUND });
    renderAt('/doctor/area/patients/account-7/results/result-1', <DoctorRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARED_RESULTS_TEXTS.noAccess);
    expect(screen.getByRole('link', { name: SHARED_RESULTS_TEXTS.backToResults })).toBeInTheDocument();
  });
});
