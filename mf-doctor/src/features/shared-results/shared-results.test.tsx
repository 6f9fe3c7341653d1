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

const patient = (id: string, name: string, grantedAt: string) => ({ id, name, granted_at: grantedAt });

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();

/** Three patients as the API orders them (surname first); only Ewa began to share lately. */
const threePatients = () => [
  patient('account-9', 'Jan Kowalski', '2026-01-10T10:00:00.000Z'),
  patient('account-7', 'Anna Nowak', '2026-03-05T10:00:00.000Z'),
  patient('account-8', 'Ewa Łukasik', TWO_DAYS_AGO),
];

const showPatients = (patients = threePatients()) => {
  mockApi({
    'GET /api/doctor/shared-patients': { body: { patients } },
    'GET /api/doctor/shared-patients/account-7/results': { body: { patients: [sharedGroup()] } },
  });
  renderAt('/doctor/area/patients', <DoctorRoutes />);
};

const patientNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe("the doctor's list of patients who share their results", () => {
  it('lists each patient with the day sharing began and a link to their results', async () => {
    showPatients([patient('account-7', 'Anna Nowak', '2026-03-05T10:00:00.000Z')]);
    const table = await screen.findByRole('table', { name: 'Patients' });
    const [, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Anna Nowak');
    expect(within(row).getByRole('cell')).toHaveTextContent('5 March 2026');
    await userEvent.click(within(table).getByRole('link', { name: 'Anna Nowak' }));
    expect(currentLocation()).toBe('/doctor/area/patients/account-7');
  });

  it('sums up how many share, and how many began lately, marking those in words', async () => {
    showPatients();
    await screen.findByRole('table', { name: 'Patients' });
    const figures = screen.getByLabelText(SHARED_RESULTS_TEXTS.patientsStats);
    expect(figures).toHaveTextContent('Patients sharing with you3');
    expect(figures).toHaveTextContent('Began sharing in the last 30 days1');
    const table = screen.getByRole('table', { name: 'Patients' });
    const ewa = within(table).getByRole('row', { name: /Ewa Łukasik/ });
    expect(within(ewa).getByText('New')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Anna Nowak/ })).not.toHaveTextContent('New');
  });

  it('narrows the list as the doctor types from the second letter, ignoring case and accents', async () => {
    showPatients();
    const table = await screen.findByRole('table', { name: 'Patients' });
    const search = screen.getByRole('searchbox', { name: SHARED_RESULTS_TEXTS.searchLabel });
    await userEvent.type(search, 'l');
    expect(patientNames(table)).toHaveLength(3);
    await userEvent.type(search, 'u');
    expect(patientNames(table)).toEqual(['Ewa Łukasik']);
    expect(screen.getByText('1 of 3 patients')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'NOWAK');
    expect(patientNames(table)).toEqual(['Anna Nowak']);
  });

  it('says when no name matches, and clears the search on request', async () => {
    showPatients();
    await screen.findByRole('table', { name: 'Patients' });
    await userEvent.type(screen.getByRole('searchbox', { name: SHARED_RESULTS_TEXTS.searchLabel }), 'zz');
    expect(screen.queryByRole('table', { name: 'Patients' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "No patient's name contains “zz”." })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SHARED_RESULTS_TEXTS.clearSearch }));
    expect(patientNames(screen.getByRole('table', { name: 'Patients' }))).toHaveLength(3);
  });

  it('sorts by name as the API gives it, or by the newest sharing first', async () => {
    showPatients();
    const table = await screen.findByRole('table', { name: 'Patients' });
    expect(patientNames(table)).toEqual(['Jan Kowalski', 'Anna Nowak', 'Ewa Łukasik']);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: SHARED_RESULTS_TEXTS.sortLabel }),
      'Sharing since, newest first',
    );
    expect(patientNames(table)).toEqual(['Ewa Łukasik', 'Anna Nowak', 'Jan Kowalski']);
  });

  it('says so when nobody shares yet', async () => {
    showPatients([]);
    expect(
      await screen.findByRole('heading', { level: 2, name: SHARED_RESULTS_TEXTS.patientsEmpty }),
    ).toBeInTheDocument();
    expect(screen.getByText(SHARED_RESULTS_TEXTS.patientsEmptyHint)).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows where the list will be while it loads, then a way to try again when the read fails', async () => {
    mockApi({ 'GET /api/doctor/shared-patients': { status: 500, body: { message: 'Unexpected error occurred' } } });
    renderAt('/doctor/area/patients', <DoctorRoutes />);
    expect(screen.getByRole('status')).toHaveTextContent(SHARED_RESULTS_TEXTS.patientsLoading);
    expect(await screen.findByText(SHARED_RESULTS_TEXTS.patientsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

/** A patient's tests: one awaiting its sample, one within range, one out of range and one critical. */
const mixedGroup = () =>
  createGroup([
    ...sharedGroup().entries,
    createEntry({
      orderLineId: 'line-3',
      orderNumber: 'LS-1003',
      testName: 'Glucose',
      resultId: 'result-3',
      date: '2026-03-20T09:00:00.000Z',
      outOfRange: 2,
      critical: true,
    }),
    createEntry({
      orderLineId: 'line-4',
      orderNumber: 'LS-1004',
      testName: 'TSH',
      resultId: 'result-4',
      date: '2026-02-01T09:00:00.000Z',
    }),
  ]);

const showResults = (groups = [mixedGroup()]) => {
  mockApi({ 'GET /api/doctor/shared-patients/account-7/results': { body: { patients: groups } } });
  renderAt('/doctor/area/patients/account-7', <DoctorRoutes />);
};

const testNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe("a shared patient's results", () => {
  it('links a ready result and names the status and flags of each in words', async () => {
    showResults([sharedGroup()]);
    const tests = await screen.findByRole('table', { name: 'Tests of Anna Nowak' });
    const [, waiting, ready] = within(tests).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(waiting).toHaveTextContent('Lipid profile1 April 2026Awaiting sampleNot reported yetLS-1002');
    expect(within(waiting).queryByRole('link')).not.toBeInTheDocument();
    expect(ready).toHaveTextContent('Potassium3 March 2026Ready1 value out of rangeLS-1001');
    await userEvent.click(within(ready).getByRole('link', { name: 'Potassium' }));
    expect(currentLocation()).toBe('/doctor/area/patients/account-7/results/result-1');
  });

  it('counts ready, flagged, critical and awaiting results at a glance', async () => {
    showResults();
    const tests = await screen.findByRole('table', { name: 'Tests of Anna Nowak' });
    expect(testNames(tests)).toEqual(['Lipid profile', 'Glucose', 'Potassium', 'TSH']);
    const figures = screen.getByLabelText(SHARED_RESULTS_TEXTS.resultsStats);
    expect(figures).toHaveTextContent('Results ready3With values out of range2Critical1Awaiting the laboratory1');
    expect(within(tests).getByRole('row', { name: /Glucose/ })).toHaveTextContent('Critical: 2 values out of range');
    expect(within(tests).getByRole('row', { name: /TSH/ })).toHaveTextContent('All values within range');
  });

  it('shows only the results with values out of range when asked', async () => {
    showResults();
    const tests = await screen.findByRole('table', { name: 'Tests of Anna Nowak' });
    await userEvent.click(screen.getByRole('checkbox', { name: SHARED_RESULTS_TEXTS.flaggedOnly }));
    expect(testNames(screen.getByRole('table', { name: 'Tests of Anna Nowak' }))).toEqual(['Glucose', 'Potassium']);
    await userEvent.click(screen.getByRole('checkbox', { name: SHARED_RESULTS_TEXTS.flaggedOnly }));
    expect(testNames(tests)).toHaveLength(4);
  });

  it('says so when no result has values out of range', async () => {
    showResults([createGroup([createEntry()])]);
    await screen.findByRole('table', { name: 'Tests of Anna Nowak' });
    await userEvent.click(screen.getByRole('checkbox', { name: SHARED_RESULTS_TEXTS.flaggedOnly }));
    expect(screen.getByRole('heading', { level: 2, name: SHARED_RESULTS_TEXTS.noFlaggedResults })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the patient has no results yet', async () => {
    showResults([createGroup([])]);
    expect(
      await screen.findByRole('heading', { level: 2, name: SHARED_RESULTS_TEXTS.resultsEmpty }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
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
