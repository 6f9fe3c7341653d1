import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { ResultPage } from './result-page';
import {
  createAnalysis,
  createExplanation,
  createFinding,
  createHistoryPoint,
  createObservation,
  createRange,
  createResult,
} from './testing/factories';

function show(routes: Record<string, ApiHandler>) {
  const api = mockApi(routes);
  renderAt(
    '/account/results/result-1',
    <Routes>
      <Route path="/account/results/:resultId" element={<ResultPage />} />
    </Routes>,
  );
  return api;
}

const withResult = (result = createResult(), routes: Record<string, ApiHandler> = {}) =>
  show({ 'GET /api/results/result-1': { body: result }, ...routes });

describe('a result', () => {
  it('shows what the laboratory itself said of a value: its bound, its flag, its range in words and its note', async () => {
    withResult(
      createResult({
        collectedAt: '2026-04-30',
        collectedDateOnly: true,
        observations: [
          createObservation({
            value: { kind: 'quantity', value: 5, unit: 'mg/L', comparator: '<' },
            unitText: 'mg/L',
            displayValue: '< 5 mg/L',
            flag: 'H',
            flagWords: 'High',
            labFlag: 'H',
            markedForReview: true,
            range: createRange({ text: 'see report', labText: 'see report', low: null, high: null }),
            notes: ['Repeat the test within a week.'],
          }),
        ],
      }),
    );
    const [value] = within(await screen.findByRole('list', { name: 'Values of this result' })).getAllByRole('listitem');
    expect(value).toHaveTextContent('< 5 mg/L');
    expect(value).toHaveTextContent('the value is less than 5 mg/L');
    expect(value).toHaveTextContent('We show the laboratory’s judgement and our team will check it.');
    expect(value).toHaveTextContent('Normal range: see report');
    expect(value).toHaveTextContent('Repeat the test within a week.');
    // The lab gave the day alone: the day is shown as given, with no time of day.
    expect(screen.getByText(/sample taken 30 Apr 2026 ·/u)).toBeInTheDocument();
  });

  it('shows every value with its unit, its flag in words and its range as text and as a bar', async () => {
    withResult(
      createResult({
        observations: [
          createObservation(),
          createObservation({
            id: 'observation-2',
            loinc: null,
            name: 'Urine protein',
            value: { kind: 'text', text: 'Negative' },
            displayValue: 'Negative',
            range: null,
            flag: null,
            flagWords: 'Not interpreted',
          }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Electrolytes' })).toBeInTheDocument();
    const values = within(screen.getByRole('list', { name: 'Values of this result' })).getAllByRole('listitem');

    expect(values[0]).toHaveTextContent('5.8 mmol/L');
    expect(values[0]).toHaveTextContent('High');
    expect(values[0]).toHaveTextContent('Normal range: 3.5–5.1 mmol/L');
    expect(within(values[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Potassium: 5.8 mmol/L, normal range 3.5–5.1 mmol/L, High',
    );

    expect(values[1]).toHaveTextContent('Negative');
    expect(values[1]).toHaveTextContent('Not interpreted');
    expect(values[1]).toHaveTextContent('Normal range: none given');
    expect(within(values[1] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it('charts a biomarker seen before, with a table of its earlier values', async () => {
    withResult(
      createResult({
        observations: [
          createObservation({
            history: [
              createHistoryPoint('result-0', '2025-11-02T09:00:00.000Z', 4.2, 'N'),
              createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.8, 'H'),
            ],
          }),
        ],
      }),
    );
    const chart = await screen.findByRole('img', { name: /^History of Potassium/u });
    expect(chart).toHaveAccessibleName(
      'History of Potassium: 2 values from 2 Nov 2025 to 3 Mar 2026, latest 5.8 mmol/L (High), normal range 3.5–5.1 mmol/L',
    );
    const table = screen.getByRole('table', { name: 'Earlier values of Potassium' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2 Nov 20254.2 mmol/L3.5–5.1 mmol/LNormal',
      '3 Mar 20265.8 mmol/L3.5–5.1 mmol/LHigh',
    ]);
  });

  it('draws no chart for a biomarker measured once', async () => {
    withResult(
      createResult({
        observations: [
          createObservation({ history: [createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.8, 'H')] }),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Electrolytes' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names each value as patients know it, with the laboratory’s own name as a detail', async () => {
    withResult(
      createResult({
        observations: [
          createObservation({ id: 'hb', loinc: '718-7', name: 'Haemoglobin', nameFromLab: '718-7' }),
          createObservation({ id: 'k', name: 'Potassium', nameFromLab: 'potassium' }),
        ],
      }),
    );
    const values = within(await screen.findByRole('list', { name: 'Values of this result' })).getAllByRole('listitem');
    expect(within(values[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Haemoglobin');
    expect(values[0]).toHaveTextContent('Laboratory’s name: 718-7');
    // The same name in other letters is not said twice.
    expect(values[1]).not.toHaveTextContent('Laboratory’s name');
  });

  it('writes the unit as people read it, on the value, the range and the bar', async () => {
    withResult(
      createResult({
        observations: [
          createObservation({
            loinc: '6690-2',
            name: 'White blood cells',
            value: { kind: 'quantity', value: 12.4, unit: '10*9/L' },
            unitText: '×10⁹/L',
            displayValue: '12.4 ×10⁹/L',
            range: createRange({ low: 4, high: 11, text: '4–11 ×10⁹/L', labText: '4-11' }),
          }),
        ],
      }),
    );
    const value = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(value).toHaveTextContent('12.4 ×10⁹/L');
    expect(value).toHaveTextContent('Normal range: 4–11 ×10⁹/L');
    expect(value).not.toHaveTextContent('10*9/L');
    expect(within(value).getByRole('img')).toHaveAccessibleName(
      'White blood cells: 12.4 ×10⁹/L, normal range 4–11 ×10⁹/L, High',
    );
  });

  it('explains each marker, and opens what its result means when the value is outside its range', async () => {
    withResult(
      createResult({
        observations: [
          createObservation({ id: 'high', explanation: createExplanation() }),
          createObservation({ id: 'normal', flag: 'N', flagWords: 'Normal', explanation: createExplanation() }),
          createObservation({ id: 'unknown', name: 'Rare marker', explanation: null }),
        ],
      }),
    );
    const [high, normal, unknown] = within(
      await screen.findByRole('list', { name: 'Values of this result' }),
    ).getAllByRole('listitem') as HTMLElement[];

    expect(high).toHaveTextContent(
      'What it measures: A salt in the blood that nerves, muscles and the heart need to work properly.',
    );
    const meaning = within(high as HTMLElement)
      .getByText('What Potassium results mean')
      .closest('details');
    expect(meaning).toHaveAttribute('open');
    expect(within(meaning as HTMLElement).getByText('If it is high').nextSibling).toHaveTextContent(
      'High potassium can come from the kidneys, some medicines, or from the sample itself.',
    );
    expect(meaning).toHaveTextContent('If it is lowLow potassium often follows vomiting');
    expect(meaning).toHaveTextContent('When to talk to a doctorTalk to a doctor about a value outside the range.');

    const closed = within(normal as HTMLElement)
      .getByText('What Potassium results mean')
      .closest('details');
    expect(closed).not.toHaveAttribute('open');
    await userEvent.click(within(normal as HTMLElement).getByText('What Potassium results mean'));
    expect(closed).toHaveAttribute('open');

    expect(unknown).not.toHaveTextContent('What it measures');
  });

  it('charts values in units that cannot be converted apart, and converts those that can', async () => {
    const point = (resultId: string, date: string, value: number, unit: string) =>
      createHistoryPoint(resultId, date, value, 'N', { value: { kind: 'quantity', value, unit }, range: null });
    withResult(
      createResult({
        observations: [
          createObservation({
            loinc: '10835-7',
            name: 'Lipoprotein(a)',
            value: { kind: 'quantity', value: 30, unit: 'mg/dL' },
            unitText: 'mg/dL',
            displayValue: '30 mg/dL',
            history: [
              point('result-a', '2025-05-01T09:00:00.000Z', 70, 'nmol/L'),
              point('result-b', '2025-09-01T09:00:00.000Z', 75, 'nmol/L'),
              point('result-c', '2026-01-01T09:00:00.000Z', 0.32, 'g/L'),
              point('result-1', '2026-03-03T09:00:00.000Z', 30, 'mg/dL'),
            ],
          }),
        ],
      }),
    );
    const charts = await screen.findAllByRole('img', { name: /^History of Lipoprotein\(a\)/u });
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'History of Lipoprotein(a) in mg/dL: 2 values from 1 Jan 2026 to 3 Mar 2026, latest 30 mg/dL (Normal)',
      'History of Lipoprotein(a) in nmol/L: 2 values from 1 May 2025 to 1 Sept 2025, latest 75 nmol/L (Normal)',
    ]);
    const inMass = screen.getByRole('table', { name: 'Earlier values of Lipoprotein(a) in mg/dL' });
    expect(within(inMass).getAllByRole('row')[1]).toHaveTextContent('32 mg/dL (measured as 0.32 g/L)');
  });

  it('says when the result is not the account’s or does not exist', async () => {
    show({ 'GET /api/results/result-1': { status: 404, body: { message: 'Not Found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this result.');
  });

  it('offers the lab’s PDF only when the lab sent one', async () => {
    withResult(createResult({ labPdf: false }));
    expect(await screen.findByRole('button', { name: 'Download the summary (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the lab report (PDF)' })).not.toBeInTheDocument();
  });

  describe('downloads', () => {
    const createObjectURL = jest.fn(() => 'blob:summary');
    const revokeObjectURL = jest.fn();
    let clicked: HTMLAnchorElement[] = [];

    beforeEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      clicked = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    /** The API's PDF answer: mockApi answers JSON only, so the PDF path is answered here. */
    function answerPdf(api: jest.Mock, status: number) {
      const json = api.getMockImplementation();
      api.mockImplementation((input: string, init?: RequestInit) => {
        if (!String(input).endsWith('.pdf')) return json?.(input, init);
        return Promise.resolve({
          ok: status < 400,
          status,
          headers: new Headers({ 'Content-Disposition': 'attachment; filename="electrolytes-summary.pdf"' }),
          blob: () => Promise.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
        });
      });
    }

    it('saves the summary PDF under the name the API gives it, with the session’s token', async () => {
      getEventBus().emit('session:changed', { user: null, token: 'token-9' });
      const api = withResult();
      answerPdf(api, 200);
      await userEvent.click(await screen.findByRole('button', { name: 'Download the summary (PDF)' }));

      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]?.download).toBe('electrolytes-summary.pdf');
      expect(clicked[0]?.href).toBe('blob:summary');
      const [url, init] = api.mock.calls.at(-1) ?? [];
      expect(url).toBe('/api/results/result-1/summary.pdf');
      expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-9' });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says ‘An error occurred while downloading the file.’ when the download fails', async () => {
      const toasts: EventPayload<'toast:show'>[] = [];
      getEventBus()
        .on('toast:show')
        .subscribe((toast) => toasts.push(toast));
      const api = withResult();
      answerPdf(api, 404);
      await userEvent.click(await screen.findByRole('button', { name: 'Download the lab report (PDF)' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while downloading the file.');
      expect(toasts).toEqual([{ type: 'error', message: 'An error occurred while downloading the file.' }]);
      expect(requestedUrls(api, '/api/results/result-1/lab-report.pdf')).toHaveLength(1);
      expect(clicked).toHaveLength(0);
    });
  });

  describe('the analysis', () => {
    it('is not asked for when the order did not include it', async () => {
      const api = withResult();
      await screen.findByRole('heading', { level: 1, name: 'Electrolytes' });
      expect(screen.queryByRole('heading', { name: 'Analysis of your results' })).not.toBeInTheDocument();
      expect(requestedUrls(api, '/api/results/result-1/analysis')).toHaveLength(0);
    });

    it('says it is not a diagnosis and puts urgent findings first', async () => {
      withResult(createResult({ analysisPurchased: true }), {
        'GET /api/results/result-1/analysis': {
          body: createAnalysis({
            urgent: true,
            urgentAdvice: 'Contact a doctor today.',
            findings: [
              createFinding('Sodium', { flag: 'L', flagWords: 'Low' }),
              createFinding('Potassium', { flag: 'HH', flagWords: 'Critically high', urgent: true }),
            ],
          }),
        },
      });
      const section = await screen.findByRole('region', { name: 'Analysis of your results' });
      expect(await within(section).findByText('This reading is not a diagnosis.')).toBeInTheDocument();
      expect(within(section).getByText('Not a diagnosis.')).toBeInTheDocument();
      expect(within(section).getByRole('alert')).toHaveTextContent('Urgent: Contact a doctor today.');
      const findings = within(section).getAllByRole('article');
      expect(findings.map((finding) => finding.getAttribute('aria-label'))).toEqual(['Potassium', 'Sodium']);
      expect(findings[0]).toHaveTextContent('Urgent: Potassium: 5.8 mmol/L');
      expect(findings[0]).toHaveTextContent('Critically high');
      expect(findings[0]).toHaveTextContent('Range used3.5–5.1 mmol/L (lab)');
    });

    describe('offered to buy where it is not included', () => {
      const OFFER = {
        state: 'not-purchased' as const,
        orderId: 'order-9',
        orderNumber: 'LS-000009',
        location: {
          kind: 'collection-point' as const,
          facilityId: 'facility-1',
          facilityName: 'Kraków, Karmelicka 10',
          closed: false,
        },
        pendingOrderId: null,
      };
      const offered = (services: ApiHandler) =>
        withResult(createResult({ analysisOffer: OFFER }), { 'GET /api/services/customer-services': services });

      it('says what it gives and its price where the order was placed, and asks no analysis yet', async () => {
        const api = offered({ body: [{ code: 'RESULTS_ANALYZE', price: 2900, name: 'Results analysis' }] });
        const section = await screen.findByRole('region', { name: 'Analysis of your results' });
        expect(section).toHaveTextContent('Get your results read in plain words, for every result of order LS-000009:');
        expect(
          within(section)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([
          'each value outside its range explained, the most urgent first',
          'what a value usually means, and what it does not mean',
          'the ranges used, for the patient’s sex and age',
          'when to see a doctor about it',
        ]);
        expect(section).toHaveTextContent('It is not a diagnosis and does not replace a visit to a doctor.');
        expect(await within(section).findByText('Price of the analysis')).toBeInTheDocument();
        expect(section).toHaveTextContent('£29');
        expect(requestedUrls(api, '/api/services/customer-services')[0]?.searchParams.get('facility_id')).toBe(
          'facility-1',
        );
        expect(requestedUrls(api, '/api/results/result-1/analysis')).toHaveLength(0);
      });

      it('puts it in the cart for that order, priced at its place, and leads to the cart', async () => {
        offered({ body: [{ code: 'RESULTS_ANALYZE', price: 2900 }] });
        const asked: unknown[] = [];
        const places: unknown[] = [];
        const subscriptions = [
          getEventBus()
            .on('cart:results-analysis-requested')
            .subscribe((order) => asked.push(order)),
          getEventBus()
            .on('location:chosen')
            .subscribe((place) => places.push(place)),
        ];
        await userEvent.click(await screen.findByRole('button', { name: 'Add the analysis to the cart' }));
        subscriptions.forEach((subscription) => subscription.unsubscribe());

        expect(asked).toEqual([{ orderId: 'order-9', orderNumber: 'LS-000009' }]);
        expect(places.at(-1)).toEqual({
          mode: 'collection-point',
          facilityId: 'facility-1',
          facilityName: 'Kraków, Karmelicka 10',
        });
        expect(screen.getByRole('status')).toHaveTextContent('The analysis is in your cart.');
        expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
        expect(screen.queryByRole('button', { name: 'Add the analysis to the cart' })).not.toBeInTheDocument();
      });

      it('shows that the price is loading', async () => {
        offered('never');
        expect(await screen.findByText('Loading the price of the analysis…')).toBeInTheDocument();
      });

      it('offers to try again when the price cannot be read, and then the way to buy it', async () => {
        let attempts = 0;
        offered(() =>
          ++attempts === 1
            ? { status: 500, body: { message: 'Unexpected error occurred' } }
            : { body: [{ code: 'RESULTS_ANALYZE', price: 2900 }] },
        );
        expect(await screen.findByText('The price of the analysis could not be loaded.')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Add the analysis to the cart' })).not.toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByRole('button', { name: 'Add the analysis to the cart' })).toBeInTheDocument();
      });

      it('says when the place does not offer it, with nothing to buy', async () => {
        offered({ body: [] });
        expect(
          await screen.findByText('The analysis is not offered at Kraków, Karmelicka 10 at the moment.'),
        ).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Add the analysis to the cart' })).not.toBeInTheDocument();
      });

      it('says it is being prepared while its payment is awaited, with the way to pay', async () => {
        const api = withResult(
          createResult({ analysisOffer: { ...OFFER, state: 'awaiting-payment', pendingOrderId: 'order-10' } }),
        );
        const section = await screen.findByRole('region', { name: 'Analysis of your results' });
        expect(within(section).getByRole('status')).toHaveTextContent(
          'Your analysis is being prepared: it appears here as soon as its payment is confirmed.',
        );
        expect(within(section).getByRole('link', { name: 'Pay for the analysis' })).toHaveAttribute(
          'href',
          '/payment/retry/order-10',
        );
        expect(requestedUrls(api, '/api/results/result-1/analysis')).toHaveLength(0);
        expect(requestedUrls(api, '/api/services/customer-services')).toHaveLength(0);
      });

      it('shows the analysis once bought on a later order', async () => {
        withResult(createResult({ analysisOffer: { ...OFFER, state: 'purchased' } }), {
          'GET /api/results/result-1/analysis': { body: createAnalysis() },
        });
        const section = await screen.findByRole('region', { name: 'Analysis of your results' });
        expect(await within(section).findByText('This reading is not a diagnosis.')).toBeInTheDocument();
        expect(within(section).queryByRole('button', { name: 'Add the analysis to the cart' })).not.toBeInTheDocument();
      });
    });

    it('says so when the reading cannot be loaded', async () => {
      withResult(createResult({ analysisPurchased: true }), {
        'GET /api/results/result-1/analysis': { status: 500, body: { message: 'Unexpected error occurred' } },
      });
      expect(await screen.findByText('The analysis could not be loaded.')).toBeInTheDocument();
    });
  });
});
