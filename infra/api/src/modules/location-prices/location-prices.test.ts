import { CustomerServicesAnswer, ExaminationsDataAnswer } from '@labshop/shared-contracts/core/api/location-prices';
import { testId } from '../../db/seed/catalogue';
import { cityId } from '../../db/seed/cities';
import { facilityId } from '../../db/seed/facilities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('prices at a location (spec §7)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function customerServices(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/services/customer-services${query}` });
    return { status: response.statusCode, body: response.json() };
  }

  async function examinationsData(payload: object) {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/updated/examinations-data', payload });
    return { status: response.statusCode, body: response.json() };
  }

  describe('GET /api/services/customer-services', () => {
    it('lists the services with their codes and prices at a collection point', async () => {
      const { status, body } = await customerServices(`?facility_id=${facilityId('krakow-karmelicka')}`);

      expect(status).toBe(200);
      expect(expectShape(body, CustomerServicesAnswer)).toEqual([
        { code: 'RESULTS_ANALYZE', price: 2900, name: 'Analysis of your results by a doctor' },
        { code: 'RESULTS_BY_POST', price: 900, name: 'Printed results sent by post' },
      ]);
    });

    it('uses the price a city sets for home service, and leaves out what a point does not offer', async () => {
      const warszawa = expectShape(
        (await customerServices(`?city_uuid=${cityId('warszawa')}`)).body,
        CustomerServicesAnswer,
      );
      const lublin = expectShape(
        (await customerServices(`?facility_id=${facilityId('lublin-krakowskie-przedmiescie')}`)).body,
        CustomerServicesAnswer,
      );

      expect(warszawa.find((service) => service.code === 'RESULTS_ANALYZE')?.price).toBe(3500);
      expect(lublin.map((service) => service.code)).toEqual(['RESULTS_ANALYZE']);
    });

    it('answers 422 naming the field for a city or point that does not exist', async () => {
      expect(await customerServices(`?city_uuid=${UNKNOWN_ID}`)).toEqual({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { city_uuid: ['no city has this id'] } },
      });
      expect(await customerServices('?facility_id=42')).toMatchObject({
        status: 422,
        body: { errors: { facility_id: ['must be an id'] } },
      });
    });
  });

  describe('POST /api/updated/examinations-data', () => {
    it('answers a map by id of price and availability for home service in a city', async () => {
      const ids = [testId('glucose'), testId('ogtt-75g'), testId('basic-health-check')];
      const { status, body } = await examinationsData({ examinaitons: ids, city_uuid: cityId('warszawa') });

      expect(status).toBe(200);
      expect(expectShape(body, ExaminationsDataAnswer)).toMatchObject({
        [testId('glucose')]: { id: testId('glucose'), price: 1200, isAvailable: true },
        [testId('ogtt-75g')]: { id: testId('ogtt-75g'), price: 3900, isAvailable: false },
        [testId('basic-health-check')]: { id: testId('basic-health-check'), price: 12900, isAvailable: true },
      });
    });

    it("accepts the list under 'examinations' too, and prices at a collection point", async () => {
      const { body } = await examinationsData({
        examinations: [testId('vitamin-d-25-oh')],
        facility_id: facilityId('warszawa-grochowska'),
      });

      expect(body).toMatchObject({
        [testId('vitamin-d-25-oh')]: { id: testId('vitamin-d-25-oh'), price: 5900, isAvailable: true },
      });
    });

    it('brings each item’s pricing attributes as the catalogue keeps them, the same the order is priced from', async () => {
      const ids = [
        'glucose',
        'urinalysis',
        'basic-health-check',
        'diabetes-screening-extended',
        'weight-loss-starting-tests',
      ];
      const { body } = await examinationsData({
        examinaitons: ids.map(testId),
        facility_id: facilityId('krakow-karmelicka'),
      });
      const answer = expectShape(body, ExaminationsDataAnswer);
      const attributesOf = (slug: string) => answer[testId(slug)]?.attributes;

      // A blood draw needs a nurse; a urine sample does not.
      expect(attributesOf('glucose')).toEqual({
        require_nursing_services: true,
        is_including_nursing: false,
        package: false,
        is_screening: false,
        is_weight_loss_package: false,
        screening_type: null,
        basic_service_id: null,
        extended_service_id: null,
        screening_service: null,
      });
      expect(attributesOf('urinalysis')).toMatchObject({ require_nursing_services: false, package: false });
      expect(attributesOf('basic-health-check')).toMatchObject({ package: true, is_screening: false });
      // A screening variant names its programme's two variants and whom the programme is for.
      expect(attributesOf('diabetes-screening-extended')).toMatchObject({
        package: true,
        is_screening: true,
        screening_type: 'extended',
        basic_service_id: testId('diabetes-screening'),
        extended_service_id: testId('diabetes-screening-extended'),
        screening_service: { target_sex: 'any', age: { from: 18, to: null } },
      });
      // The weight-loss programme's price pays for the nurse who takes its samples.
      expect(attributesOf('weight-loss-starting-tests')).toMatchObject({
        is_weight_loss_package: true,
        require_nursing_services: true,
        is_including_nursing: true,
      });
    });

    it('leaves out ids that are not sold, so the cart drops them', async () => {
      const { status, body } = await examinationsData({
        examinaitons: [testId('tsh'), UNKNOWN_ID],
        facility_id: facilityId('krakow-karmelicka'),
      });

      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual([testId('tsh')]);
    });

    it('says everything is unavailable at a closed point', async () => {
      const { body } = await examinationsData({
        examinaitons: [testId('tsh')],
        facility_id: facilityId('wroclaw-powstancow-slaskich'),
      });

      expect(body[testId('tsh')]).toMatchObject({ isAvailable: false });
    });

    it('answers an empty list with an empty map', async () => {
      expect(await examinationsData({ examinaitons: [], city_uuid: cityId('krakow') })).toEqual({
        status: 200,
        body: {},
      });
    });

    it('answers 422 naming each field for a bad list or a missing or unknown location', async () => {
      expect(await examinationsData({ examinaitons: ['glucose', 7], facility_id: UNKNOWN_ID })).toEqual({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'examinaitons.0': ['must be an id'], 'examinaitons.1': ['must be text'] },
        },
      });
      expect(await examinationsData({ examinaitons: [testId('tsh')] })).toMatchObject({
        status: 422,
        body: { errors: { city_uuid: ['give city_uuid for home service or facility_id for a collection point'] } },
      });
      expect(await examinationsData({ facility_id: facilityId('krakow-karmelicka') })).toMatchObject({
        status: 422,
        body: { errors: { examinaitons: ['is required'] } },
      });
      expect(await examinationsData({ examinaitons: [testId('tsh')], facility_id: UNKNOWN_ID })).toMatchObject({
        status: 422,
        body: { errors: { facility_id: ['no collection point has this id'] } },
      });
      expect(await examinationsData({ examinaitons: [testId('tsh')], city_uuid: cityId('lublin') })).toMatchObject({
        status: 422,
        body: { errors: { city_uuid: ['home service is not offered in this city'] } },
      });
    });

    it('refuses more ids than a cart can hold', async () => {
      const ids = Array.from({ length: 201 }, () => testId('tsh'));
      const { status, body } = await examinationsData({ examinaitons: ids, city_uuid: cityId('krakow') });

      expect(status).toBe(422);
      expect(body).toMatchObject({ errors: { examinaitons: [expect.stringMatching(/200/)] } });
    });

    it('answers a body that is not an object with 422', async () => {
      const { status } = await examinationsData(['not', 'an', 'object']);

      expect(status).toBe(422);
    });
  });
});
