import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createEntry,
  createGroup,
  createHistoryPoint,
  createObservation,
  createResult,
  currentLocation,
  mockApi,
  renderAt,
} from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';
import { SHARED_RESULTS_TEXTS } from './shared-results-texts';

const NOT_FOUND = { status: 404, body: { message: 'Not Found' } };

/** A patient with a test still awaiting its sample and a ready one with a value out of range. */
const sharedGroup = () =>
  createGroup([
    createEntry({
      orderLineId: 'line-2',
      orderNumber: 'LS-1002',
      orderedAt: '2026-04-01T10:00:00.000Z',
      testName: 'Lipid profile',
      status: 'awaiting_sample',
      resultId: null,
      date: '2026-04-01T10:00:00.000Z',
      receivedAt: null,
    }),
    createEntry({ outOfRange: 1 }),
  ]);

/** High potassium, measured once before, within its range then. */
const potassiumSeenBefore = () =>
  createObservation({
    history: [
      createHistoryPoint('result-0', '2025-09-10T09:00:00.000Z', 4.2, 'N'),
      createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.8, 'H'),
    ],
  });

const showResult = (result = createResult()) => {
  mockApi({ 'GET /api/doctor/shared-patients/account-7/results/result-1': { body: result } });
  renderAt('/doctor/area/patients/account-7/results/result-1', <DoctorRoutes />);
};

async function valueCards() {
  const list = await screen.findByRole('list', { name: 'Values of this result' });
  return within(list).getAllByRole('listitem');
}

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
  it('draws each value as the patient sees it: the range bar with the value marked and the flag in words', async () => {
    showResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Electrolytes' })).toBeInTheDocument();
    expect(screen.getByText(/Anna Nowak, born 4 May 1990/)).toBeInTheDocument();
    const [potassium] = (await valueCards()) as [HTMLElement];
    expect(within(potassium).getByRole('heading', { level: 3, name: 'Potassium' })).toBeInTheDocument();
    expect(potassium).toHaveTextContent('5.8 mmol/L');
    expect(potassium).toHaveTextContent('Normal range: 3.5–5.1 mmol/L (the lab printed: 3.5-5.1)');
    // The flag in words, its shape beside it for the eye only.
    expect(within(potassium).getByText('High')).toBeInTheDocument();
    expect(within(potassium).getByText('▲')).toHaveAttribute('aria-hidden', 'true');
    expect(within(potassium).getByRole('img')).toHaveAccessibleName(
      'Potassium: 5.8 mmol/L, normal range 3.5–5.1 mmol/L, High',
    );
  });

  it('names a value as the patient reads it, with the lab’s name, what it means and every note of the lab', async () => {
    showResult(
      createResult({
        notes: ['Analyser 3 recalibrated', 'Drink water before your next test.'],
        observations: [
          createObservation({
            name: 'Haemoglobin',
            nameFromLab: 'HGB',
            notes: ['Sample slightly haemolysed'],
            explanation: {
              measures: 'The protein in red blood cells that carries oxygen around the body.',
              high: 'High haemoglobin is often due to dehydration, smoking or living at altitude.',
              low: 'Low haemoglobin (anaemia) is often caused by too little iron.',
              abnormal: null,
              reading: null,
              talkToDoctor: 'Talk to a doctor if it is outside the range.',
            },
          }),
        ],
      }),
    );
    const [value] = (await valueCards()) as [HTMLElement];
    expect(within(value).getByRole('heading', { level: 3, name: 'Haemoglobin' })).toBeInTheDocument();
    expect(value).toHaveTextContent('Laboratory’s name: HGB');
    expect(value).toHaveTextContent('What it measures: The protein in red blood cells');
    expect(value).toHaveTextContent('Sample slightly haemolysed');
    expect(screen.getByText('Analyser 3 recalibrated')).toBeInTheDocument();
  });

  it('charts a biomarker seen before, with a table of its values in the dates of the doctor area', async () => {
    showResult(createResult({ observations: [potassiumSeenBefore()] }));
    const [potassium] = (await valueCards()) as [HTMLElement];
    expect(within(potassium).getByRole('img', { name: /^History of Potassium/u })).toHaveAccessibleName(
      'History of Potassium: 2 values from 10 September 2025 to 3 March 2026, latest 5.8 mmol/L (High), ' +
        'normal range 3.5–5.1 mmol/L',
    );
    const table = within(potassium).getByRole('table', { name: 'Earlier values of Potassium' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '10 September 20254.2 mmol/L3.5–5.1 mmol/LNormal',
      '3 March 20265.8 mmol/L3.5–5.1 mmol/LHigh',
    ]);
  });

  it('says when the laboratory corrected the report, and says nothing of it otherwise', async () => {
    showResult(createResult({ reportStatus: 'corrected', correctedAt: '2026-03-05T12:00:00.000Z' }));
    expect(await screen.findByText('Corrected by the laboratory on 5 March 2026')).toBeInTheDocument();
  });

  it('does not call a report corrected that was not', async () => {
    showResult();
    await valueCards();
    expect(screen.queryByText(/Corrected by the laboratory/u)).not.toBeInTheDocument();
  });

  it('tells the doctor they have no access when the patient stopped sharing', async () => {
    mockApi({ 'GET /api/doctor/shared-patients/account-7/results/result-1': NOT_FOUND });
    renderAt('/doctor/area/patients/account-7/results/result-1', <DoctorRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARED_RESULTS_TEXTS.noAccess);
    expect(screen.getByRole('link', { name: SHARED_RESULTS_TEXTS.backToResults })).toBeInTheDocument();
  });
});
