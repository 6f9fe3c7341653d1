import { act, screen, waitFor, within } from '@testing-library/react';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { ResultsPage } from './results-page';
import { createEntry, createGroup, createValueSummary } from './testing/factories';

type Handler = (payload: unknown) => void;
const mockPushers: {
  key: string;
  options: Record<string, unknown>;
  channels: Map<string, Map<string, Handler>>;
  disconnected: boolean;
}[] = [];

jest.mock('pusher-js', () => ({
  __esModule: true,
  default: class {
    channels = new Map<string, Map<string, Handler>>();
    disconnected = false;
    constructor(
      public key: string,
      public options: Record<string, unknown>,
    ) {
      mockPushers.push(this);
    }
    subscribe(name: string) {
      const handlers = new Map<string, Handler>();
      this.channels.set(name, handlers);
      return { bind: (event: string, handler: Handler) => handlers.set(event, handler) };
    }
    disconnect() {
      this.disconnected = true;
    }
  },
}));

const USER: NonNullable<EventPayload<'session:changed'>['user']> = {
  id: 'account-7',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  roles: ['patient'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

function recordToasts() {
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  return toasts;
}

describe('the results and referrals page', () => {
  beforeEach(() => {
    mockPushers.length = 0;
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
    getEventBus().emit('session:changed', { user: USER, token: 'token-7' });
  });

  it('lists each patient’s tests newest first with their status in words', async () => {
    mockApi({
      'GET /api/results': {
        body: {
          patients: [
            createGroup([
              createEntry({
                orderLineId: 'old',
                testName: 'Ferritin',
                date: '2026-01-10T09:00:00.000Z',
                outOfRange: 2,
              }),
              createEntry({
                orderLineId: 'new',
                testName: 'Vitamin D',
                status: 'awaiting_sample',
                resultId: null,
                date: '2026-03-10T09:00:00.000Z',
              }),
              createEntry({ orderLineId: 'mid', testName: 'TSH', status: 'in_lab', date: '2026-02-10T09:00:00.000Z' }),
            ]),
            createGroup([], { id: 'patient-2', firstName: 'Ola', lastName: 'Nowak' }),
          ],
        },
      },
    });
    renderAt('/account/results', <ResultsPage />);

    const anna = await screen.findByRole('list', { name: 'Results and referrals of Anna Nowak' });
    const items = within(anna).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Vitamin D.*Awaiting sample$/u),
      expect.stringMatching(/^TSH.*In the lab$/u),
      expect.stringMatching(/^Ferritin.*2 values out of range.*Ready$/u),
    ]);
    expect(within(anna).getByRole('link', { name: 'Ferritin' })).toHaveAttribute('href', '/account/results/result-1');
    expect(within(anna).queryByRole('link', { name: 'Vitamin D' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ola Nowak' })).toBeInTheDocument();
    expect(screen.getByText('No tests for this patient yet.')).toBeInTheDocument();
    // Only a patient with results has an archive to export.
    expect(screen.getByRole('button', { name: "Download Anna Nowak's archive (FHIR)" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Download Ola Nowak's archive (FHIR)" })).not.toBeInTheDocument();
  });

  it('shows each value of a result with its flag in words and its trend when measured before', async () => {
    const potassium = createValueSummary({ trend: [4.1, 4.6, 5.8] });
    const sodium = createValueSummary({
      id: 'observation-2',
      loinc: '2951-2',
      name: 'Sodium',
      value: { kind: 'quantity', value: 140, unit: 'mmol/L' },
      displayValue: '140 mmol/L',
      flag: 'N',
      trend: [140],
    });
    mockApi({
      'GET /api/results': {
        body: {
          patients: [
            createGroup([createEntry({ testName: 'Electrolytes', outOfRange: 1, values: [sodium, potassium] })]),
          ],
        },
      },
      'GET /api/referrals': 'never',
    });
    renderAt('/account/results', <ResultsPage />);

    const values = await screen.findByRole('group', { name: 'Values of Electrolytes' });
    const lines = [...values.children].map((line) => line.textContent);
    // The value out of range comes first.
    expect(lines).toEqual([
      expect.stringMatching(/^Potassium5\.8 mmol\/L.*HighTrend: rising over 3 results$/u),
      expect.stringMatching(/^Sodium140 mmol\/L.*Normal$/u),
    ]);
    expect(within(values).getAllByText(/^Trend:/u)).toHaveLength(1);
  });

  it('shows at most four values of a result and says how many more there are', async () => {
    const values = ['Sodium', 'Potassium', 'Chloride', 'Calcium', 'Magnesium'].map((name, index) =>
      createValueSummary({ id: `observation-${index}`, name, flag: name === 'Magnesium' ? 'L' : 'N' }),
    );
    mockApi({
      'GET /api/results': { body: { patients: [createGroup([createEntry({ testName: 'Electrolytes', values })])] } },
      'GET /api/referrals': 'never',
    });
    renderAt('/account/results', <ResultsPage />);

    const group = await screen.findByRole('group', { name: 'Values of Electrolytes' });
    expect([...group.children].map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Magnesium/u),
      expect.stringMatching(/^Sodium/u),
      expect.stringMatching(/^Potassium/u),
      expect.stringMatching(/^Chloride/u),
      'and 1 more value',
    ]);
  });

  it('says how many more values the result has than the list carries', async () => {
    const values = ['Potassium', 'Sodium', 'Chloride', 'Calcium'].map((name, index) =>
      createValueSummary({ id: `observation-${index}`, name, flag: index === 0 ? 'H' : 'N' }),
    );
    mockApi({
      'GET /api/results': {
        body: { patients: [createGroup([createEntry({ testName: 'Metabolic panel', values, valueCount: 5000 })])] },
      },
      'GET /api/referrals': 'never',
    });
    renderAt('/account/results', <ResultsPage />);

    const group = await screen.findByRole('group', { name: 'Values of Metabolic panel' });
    expect([...group.children].map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Potassium/u),
      expect.stringMatching(/^Sodium/u),
      expect.stringMatching(/^Chloride/u),
      expect.stringMatching(/^Calcium/u),
      'and 4,996 more values',
    ]);
  });

  it('reads every line with its values in one request, never each result on its own', async () => {
    const ready = ['result-1', 'result-2', 'result-3'].map((resultId, index) =>
      createEntry({
        orderLineId: `line-${index}`,
        resultId,
        testName: `Test ${index + 1}`,
        values: [createValueSummary({ trend: [4.4, 5.8] })],
      }),
    );
    const inLab = createEntry({ orderLineId: 'line-9', resultId: 'result-9', status: 'in_lab', testName: 'TSH' });
    const api = mockApi({
      'GET /api/results': { body: { patients: [createGroup([...ready, inLab])] } },
      'GET /api/referrals': 'never',
    });
    renderAt('/account/results', <ResultsPage />);

    expect(await screen.findAllByRole('group', { name: /^Values of Test/u })).toHaveLength(3);
    const resultsReads = api.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
      .map(([input]) => new URL(String(input), 'http://localhost').pathname)
      .filter((path) => path.startsWith('/api/results'));
    expect(resultsReads).toEqual(['/api/results']);
  });

  it('records the visit with the account, so every device counts new results from now', async () => {
    const api = mockApi({
      'GET /api/results': { body: { patients: [createGroup([])] } },
      'GET /api/referrals': 'never',
      'POST /api/results/seen': { body: { seenAt: '2026-03-05T10:00:00.000Z' } },
    });
    renderAt('/account/results', <ResultsPage />);
    await waitFor(() =>
      expect(
        api.mock.calls.filter(
          ([input, init]) => String(input).endsWith('/api/results/seen') && init?.method === 'POST',
        ),
      ).toHaveLength(1),
    );
  });

  it('says urgent when a value is far out of range', async () => {
    mockApi({
      'GET /api/results': { body: { patients: [createGroup([createEntry({ outOfRange: 1, critical: true })])] } },
    });
    renderAt('/account/results', <ResultsPage />);
    expect(await screen.findByText('Urgent: 1 out of range, at least one far out of range')).toBeInTheDocument();
  });

  it('shows loading, then an empty account, and a failure with a way to try again', async () => {
    mockApi({ 'GET /api/results': 'never' });
    const { unmount } = renderAt('/account/results', <ResultsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your results…');
    unmount();

    mockApi({ 'GET /api/results': { body: { patients: [createGroup([])] } } });
    const second = renderAt('/account/results', <ResultsPage />);
    expect(await screen.findByText(/You have no results yet/u)).toBeInTheDocument();
    second.unmount();

    mockApi({ 'GET /api/results': { status: 500, body: { message: 'Unexpected error occurred' } } });
    renderAt('/account/results', <ResultsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected error occurred');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    mockApi({ 'GET /api/results': { status: 401, body: { message: 'Unauthorized access' } } });
    renderAt('/account/results', <ResultsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unauthorized access');
    expect(within(alert).getByRole('link', { name: 'Log in to see your results' })).toHaveAttribute('href', '/login');
  });

  it('stays off the realtime server while realtime is disabled', async () => {
    mockApi({ 'GET /api/results': { body: { patients: [] } } });
    renderAt('/account/results', <ResultsPage />);
    await screen.findByText(/You have no results yet/u);
    expect(mockPushers).toHaveLength(0);
  });

  it('refreshes the list and says so in a toast when a result arrives live', async () => {
    const toasts = recordToasts();
    getEventBus().emit('config:loaded', {
      ...DEFAULT_PUBLIC_CONFIG,
      realtime: { ...DEFAULT_PUBLIC_CONFIG.realtime, enabled: true, key: 'app-key' },
    });
    let reads = 0;
    const api = mockApi({
      // The second read stays pending, to see what the patient sees while the list is read again.
      'GET /api/results': () => (++reads === 1 ? { body: { patients: [createGroup([createEntry()])] } } : 'never'),
    });
    const { unmount } = renderAt('/account/results', <ResultsPage />);
    await screen.findByRole('link', { name: 'Potassium' });
    await waitFor(() => expect(mockPushers).toHaveLength(1));

    const pusher = mockPushers[0];
    expect(pusher?.key).toBe('app-key');
    const resultReady = pusher?.channels.get('private-account.account-7')?.get('result-ready');
    expect(resultReady).toBeDefined();
    act(() => resultReady?.({ resultId: 'result-2' }));
    expect(toasts).toEqual([]);
    act(() =>
      resultReady?.({
        resultId: 'result-2',
        testName: 'Ferritin',
        status: 'ready',
        patientFirstName: 'Anna',
        outOfRange: 0,
      }),
    );

    expect(toasts).toEqual([{ type: 'info', message: 'A new result is ready: Ferritin for Anna.' }]);
    await waitFor(() => expect(requestedUrls(api, '/api/results')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Potassium' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() =>
      resultReady?.({
        resultId: 'result-2',
        testName: 'Ferritin',
        status: 'ready',
        patientFirstName: 'Anna',
        outOfRange: 1,
        corrected: true,
      }),
    );
    expect(toasts).toContainEqual({ type: 'info', message: 'The laboratory corrected a result: Ferritin for Anna.' });
    unmount();
    expect(pusher?.disconnected).toBe(true);
  });
});
