import { CustomerServicesAnswer, RESULTS_ANALYSIS_CODE } from '@labshop/shared-contracts/core';
import { PlaceOrderAnswer, type PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { ResultDetail, ResultsAnalysisAnswer } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { accountBuyer } from '../orders/testing/account-buyer';
import { checkoutRequest } from '../orders/testing/checkout-factory';
import { cityId } from '../../db/seed/cities';
import { RESULTS_ANALYSIS_ONLY_MESSAGES } from '../orders/place-order-request';
import { deliverOruResult } from './testing/deliver-result';

describe('buying the results analysis for a result already in', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'analysis-purchase-lab', name: 'Purchase lab' }));
  });
  afterAll(() => testApp.close());

  /** An account whose paid order (without the analysis) has one result in: potassium high. */
  async function resultWithoutAnalysis() {
    const account = await createTestAccount(testApp.db);
    const test = await createLoincTest(testApp.db, '24326-1', 'Electrolytes');
    const { order, orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: {}, testIds: [test.id] }],
    });
    const resultId = await deliverOruResult(testApp, labKey, {
      orderNumber,
      labReportId: `BUY-${orderNumber}`,
      testCode: '24326-1',
      testName: 'Electrolytes',
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '5.6', unit: 'mmol/L', range: '3.5-5.1' }],
    });
    const auth = await signedIn(testApp.app, account.id);
    return { account, auth, order, resultId, facilityId: order.facilityId ?? '' };
  }

  const get = (url: string, headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url, headers });

  async function analysisPrice(facilityId: string): Promise<number> {
    const offered = await get(`/api/services/customer-services?facility_id=${facilityId}`, {});
    const service = expectShape(offered.json(), CustomerServicesAnswer).find(
      (candidate) => candidate.code === RESULTS_ANALYSIS_CODE,
    );
    if (!service) throw new Error('The collection point offers no results analysis');
    return service.price;
  }

  /** The checkout the result page's offer leads to: the analysis alone, for the earlier order, paid online. */
  async function analysisCheckout(facilityId: string, forOrderId: string): Promise<PlaceOrderRequest> {
    return checkoutRequest({
      expectedTotalMinor: await analysisPrice(facilityId),
      location: { kind: 'collection-point', facility_id: facilityId },
      items: [],
      patients: [],
      customerServices: [RESULTS_ANALYSIS_CODE],
      resultsAnalysisFor: forOrderId,
    });
  }

  const place = (payload: PlaceOrderRequest, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: '/api/orders', headers, payload });

  const detail = async (resultId: string, auth: Record<string, string>) =>
    expectShape((await get(`/api/results/${resultId}`, auth)).json(), ResultDetail);

  it('is 403 before the payment, awaiting payment once ordered, and answers once the order is paid', async () => {
    const { auth, order, resultId, facilityId } = await resultWithoutAnalysis();

    expect((await get(`/api/results/${resultId}/analysis`, auth)).statusCode).toBe(403);
    expect((await detail(resultId, auth)).analysisOffer).toMatchObject({
      state: 'not-purchased',
      orderId: order.id,
      location: { kind: 'collection-point', facilityId },
      pendingOrderId: null,
    });

    const placed = await place(await analysisCheckout(facilityId, order.id), auth);
    expect(placed.statusCode).toBe(201);
    const bought = expectShape(placed.json(), PlaceOrderAnswer).order;
    expect(bought.lines.map((line) => line.kind)).toEqual(['results-analysis']);
    expect(bought.totalMinor).toBe(await analysisPrice(facilityId));

    expect((await get(`/api/results/${resultId}/analysis`, auth)).statusCode).toBe(403);
    expect((await detail(resultId, auth)).analysisOffer).toMatchObject({
      state: 'awaiting-payment',
      pendingOrderId: bought.id,
    });

    await accountBuyer(testApp, auth).pay(bought.id);

    const answered = await get(`/api/results/${resultId}/analysis`, auth);
    expect(answered.statusCode).toBe(200);
    const reading = expectShape(answered.json(), ResultsAnalysisAnswer);
    expect(reading.findings.map((finding) => finding.name)).toEqual(['Potassium']);
    const after = await detail(resultId, auth);
    expect(after.analysisPurchased).toBe(true);
    expect(after.analysisOffer).toMatchObject({ state: 'purchased', pendingOrderId: null });
  });

  it('is refused a second time while the first awaits payment and once it is paid', async () => {
    const { auth, order, facilityId } = await resultWithoutAnalysis();
    const first = expectShape(
      (await place(await analysisCheckout(facilityId, order.id), auth)).json(),
      PlaceOrderAnswer,
    );

    const again = await place(await analysisCheckout(facilityId, order.id), auth);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errors: { resultsAnalysisFor: [RESULTS_ANALYSIS_ONLY_MESSAGES.awaitingPayment] },
    });

    await accountBuyer(testApp, auth).pay(first.order.id);
    const afterPaid = await place(await analysisCheckout(facilityId, order.id), auth);
    expect(afterPaid.statusCode).toBe(422);
    expect(afterPaid.json()).toMatchObject({
      errors: { resultsAnalysisFor: [RESULTS_ANALYSIS_ONLY_MESSAGES.notOrderable] },
    });
  });

  it('asks no address nor visit time when the order was a home visit: nobody comes for a sample', async () => {
    const { auth, order, resultId } = await resultWithoutAnalysis();
    const city = cityId('warszawa');
    const offered = await get(`/api/services/customer-services?city_uuid=${city}`, {});
    const price = expectShape(offered.json(), CustomerServicesAnswer).find(
      (service) => service.code === RESULTS_ANALYSIS_CODE,
    )?.price;
    const checkout = checkoutRequest({
      expectedTotalMinor: price ?? -1,
      location: {
        kind: 'home-service',
        city_uuid: city,
        address: { street: '', houseNumber: '', homeNumber: null, postCode: '', city: 'Warszawa' },
      },
      items: [],
      patients: [],
      customerServices: [RESULTS_ANALYSIS_CODE],
      resultsAnalysisFor: order.id,
    });

    const placed = await place(checkout, auth);

    expect(placed.statusCode).toBe(201);
    const bought = expectShape(placed.json(), PlaceOrderAnswer).order;
    expect(bought.totalMinor).toBe(price);
    await accountBuyer(testApp, auth).pay(bought.id);
    expect((await get(`/api/results/${resultId}/analysis`, auth)).statusCode).toBe(200);
  });

  it('cannot be bought for another account’s order, by a guest, or for an unknown order', async () => {
    const { order, facilityId } = await resultWithoutAnalysis();
    const stranger = await createTestAccount(testApp.db);
    const strangerAuth = await signedIn(testApp.app, stranger.id);
    const refused = { errors: { resultsAnalysisFor: [RESULTS_ANALYSIS_ONLY_MESSAGES.notOrderable] } };

    const byStranger = await place(await analysisCheckout(facilityId, order.id), strangerAuth);
    expect(byStranger.statusCode).toBe(422);
    expect(byStranger.json()).toMatchObject(refused);
    const byGuest = await place(await analysisCheckout(facilityId, order.id), {});
    expect(byGuest.statusCode).toBe(422);
    expect(byGuest.json()).toMatchObject(refused);
    const unknown = await place(await analysisCheckout(facilityId, 'not-an-order'), strangerAuth);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject(refused);
  });

  it('cannot be bought for an order still unpaid, nor with tests, without the service or paid at the centre', async () => {
    const account = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, account.id);
    const { order: unpaid } = await createTestOrder(testApp.db, {
      accountId: account.id,
      status: 'pending_payment',
      patients: [],
    });
    const facilityId = unpaid.facilityId ?? '';
    const checkout = await analysisCheckout(facilityId, unpaid.id);

    expect((await place(checkout, auth)).json()).toMatchObject({
      errors: { resultsAnalysisFor: [RESULTS_ANALYSIS_ONLY_MESSAGES.notOrderable] },
    });
    expect((await place({ ...checkout, items: checkoutRequest().items }, auth)).json()).toMatchObject({
      errors: { resultsAnalysisFor: [RESULTS_ANALYSIS_ONLY_MESSAGES.alone] },
    });
    expect((await place({ ...checkout, customerServices: [] }, auth)).json()).toMatchObject({
      errors: { resultsAnalysisFor: [RESULTS_ANALYSIS_ONLY_MESSAGES.serviceMissing] },
    });
    expect((await place({ ...checkout, paymentMethod: 'at_centre' }, auth)).json()).toMatchObject({
      errors: { paymentMethod: [RESULTS_ANALYSIS_ONLY_MESSAGES.onlinePayment] },
    });
    expect((await place({ ...checkout, resultsAnalysisFor: null }, auth)).json()).toMatchObject({
      errors: { items: ['The cart is empty.'], patients: ['Add the person the tests are for.'] },
    });
  });
});
