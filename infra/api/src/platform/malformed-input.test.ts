import { registerLab } from '../modules/lab-delivery/store/labs';
import { paidGlucoseOrderOfNewAccount } from '../modules/lab-delivery/testing/paid-order';
import { sampleBundle } from '../modules/lab-delivery/testing/sample-bundle';
import { sampleOruR01 } from '../modules/lab-delivery/testing/sample-oru-r01';
import { confirmedByTheCart } from '../modules/orders/testing/cart-quote';
import { checkoutRequest } from '../modules/orders/testing/checkout-factory';
import { createTestAccount, signedIn } from '../testing/account-factories';
import { solvedCaptcha } from '../testing/captcha';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { JSON_BODY_LIMIT_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

const INVALID = 'The given data was invalid.';

describe('nestsDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['[[]]', 1, true],
    ['{"a":{"b":[1]}}', 3, false],
    ['{"a":{"b":[1]}}', 2, true],
    ['{"a":"[[[[[["}', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['[]'.repeat(1000), 1, false],
  ])('reads %s as nested deeper than %d: %s', (text, limit, deeper) => {
    expect(nestsDeeperThan(text, limit)).toBe(deeper);
  });
});

describe('malformed input', () => {
  let testApp: TestApp;
  let patient: { authorization: string };
  beforeAll(async () => {
    testApp = await createTestApp();
    patient = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
  });
  afterAll(() => testApp.close());

  const send = (method: 'POST' | 'PUT', url: string, text: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method, url, headers: { 'content-type': 'application/json', ...headers }, payload: text });
  const nested = (depth: number) => `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

  describe('nesting', () => {
    it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} with 400 and says why`, async () => {
      const response = await send('POST', '/api/newsletter', nested(MAX_JSON_DEPTH + 1));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is nested too deeply.' });
    });

    it('reads a body nested as deep as allowed, and answers on its fields', async () => {
      // With a solved captcha, so the form's own fields are what is checked.
      const captcha = JSON.stringify(await solvedCaptcha(testApp.app));
      const response = await send(
        'POST',
        '/api/newsletter',
        `{"captcha":${captcha},${nested(MAX_JSON_DEPTH).slice(1)}`,
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { email: ['must be text'] } });
    });

    it('refuses a hundred thousand opening brackets, in any field of any route, without a server error', async () => {
      for (const [method, url] of [
        ['POST', '/api/orders'],
        ['PUT', '/api/cart'],
        ['POST', '/api/patient/login'],
      ] as const) {
        const response = await send(method, url, `{"a":${'['.repeat(100_000)}}`, patient);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      }
    });

    it('refuses a body over 1 MiB with 413', async () => {
      const response = await send(
        'POST',
        '/api/newsletter',
        JSON.stringify({ email: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }),
      );

      expect(response.statusCode).toBe(413);
    });
  });

  describe('text no real input holds', () => {
    it.each([
      ['a NUL character', 'Anna\u0000', 'must not contain a NUL character'],
      ['an unpaired high surrogate', 'Anna\ud800', 'must be valid Unicode text (it holds half of a surrogate pair)'],
      ['an unpaired low surrogate', '\udc00Anna', 'must be valid Unicode text (it holds half of a surrogate pair)'],
    ])('answers 422 on the field holding %s', async (_what, firstName, message) => {
      const checkout = checkoutRequest();
      const [first] = checkout.patients;
      const response = await send(
        'POST',
        '/api/orders',
        JSON.stringify({ ...checkout, patients: [{ ...first, firstName }] }),
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { 'patients.0.firstName': [message] } });
    });

    it('keeps a real character written as a surrogate pair', async () => {
      const response = await send(
        'PUT',
        '/api/cart',
        JSON.stringify({ cart: { note: 'Ania 🙂' }, version: 0 }),
        patient,
      );

      expect(response.statusCode).toBe(200);
    });

    it('answers 422 for a field name with a NUL character or half a surrogate pair, even where any name is taken', async () => {
      for (const key of ['item\\u0000', '\\ud800']) {
        const response = await send('PUT', '/api/cart', `{"cart":{"${key}":1},"version":0}`, patient);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: INVALID,
          errors: { cart: ['must not have a field name with a NUL character or broken Unicode text'] },
        });
      }
    });

    it('answers 422 for a NUL character in the query', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/search?q=vit%00' });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { q: ['must not contain a NUL character'] } });
    });

    it('answers fields named like an object’s own properties on those fields, not with a server error', async () => {
      const response = await send('POST', '/api/profile/collection-point', '{"constructor":1,"toString":"x"}', patient);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: INVALID,
        errors: { id: ['is required'], constructor: ['is not allowed'], toString: ['is not allowed'] },
      });
    });
  });

  describe('numbers out of range', () => {
    const outOfRange = 'must be a number from -2147483648 to 2147483647';

    it('answers 422 for a page number past what the database counts', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/tests?page=99999999999' });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { page: [outOfRange] } });
    });

    it('answers 422 for an amount past what the database holds', async () => {
      const response = await send(
        'POST',
        '/api/check-code',
        JSON.stringify({ discount_code: 'FIVER', nursingService: { price: 1500, quantity: 2 ** 31 } }),
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { 'nursingService.quantity': [outOfRange] } });
    });

    it('says the bound a number must keep to, in words', async () => {
      const checkout = await confirmedByTheCart(testApp.app, checkoutRequest());
      const response = await send('POST', '/api/orders', JSON.stringify({ ...checkout, expectedTotalMinor: 2 ** 31 }));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: INVALID,
        errors: { expectedTotalMinor: ['must be at most 100000000'] },
      });
    });

    it('answers 422 for a version number past what the database holds', async () => {
      const response = await send('PUT', '/api/cart', '{"cart":null,"version":99999999999}', patient);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { version: [outOfRange] } });
    });

    it('answers 422 for a number too large for a double, which JSON can write', async () => {
      const response = await send(
        'POST',
        '/api/check-code',
        '{"discount_code":"FIVER","nursingService":{"price":1e400,"quantity":1}}',
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: INVALID,
        errors: { 'nursingService.price': ['must be a number of a sensible size'] },
      });
    });

    it('stores the numbers of a saved cart as they are, since the shop does not read them', async () => {
      const response = await send(
        'PUT',
        '/api/cart',
        JSON.stringify({ cart: { savedAt: 1_767_225_600_000 }, version: 0 }),
        {
          ...(await signedIn(testApp.app, (await createTestAccount(testApp.db)).id)),
        },
      );

      expect(response.statusCode).toBe(200);
    });
  });

  describe('a lab’s message', () => {
    let labKey: string;
    let orderNumber: string;
    beforeAll(async () => {
      ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'malformed-lab', name: 'Malformed lab' }));
      ({ orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db));
    });

    const deliver = (contentType: string, payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/lab/results',
        headers: { authorization: `Bearer ${labKey}`, 'content-type': contentType },
        payload,
      });
    const bundleWithNote = (note: string, labReportId: string) =>
      JSON.stringify(
        sampleBundle({
          orderNumber,
          labReportId,
          testCode: '2345-7',
          observations: [{ loinc: '2345-7', name: 'Glucose', quantity: { value: 5.1, unit: 'mmol/L' }, note }],
        }),
      );

    it('is refused where a FHIR bundle holds a NUL character or half a surrogate pair, and nothing is stored', async () => {
      for (const [note, message] of [
        ['Fasting\u0000', 'must not contain a NUL character.'],
        ['Fasting\ud800', 'must be valid Unicode text (it holds half of a surrogate pair).'],
      ] as const) {
        const response = await deliver('application/fhir+json', bundleWithNote(note, `broken-${note.length}`));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          resourceType: 'OperationOutcome',
          issue: [
            { expression: ['Bundle.entry[1].resource.note[0].text'], diagnostics: expect.stringContaining(message) },
          ],
        });
      }
      const stored = await deliver('application/fhir+json', bundleWithNote('Fasting', 'broken-7'));
      expect(stored.statusCode).toBe(201);
    });

    it('is refused when a FHIR bundle nests deeper than any bundle does', async () => {
      const response = await deliver(
        'application/fhir+json',
        `{"resourceType":"Bundle","entry":${'['.repeat(50_000)}}`,
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ resourceType: 'OperationOutcome' });
    });

    it('is refused whole, with an AR acknowledgement, when an HL7 message holds a NUL character', async () => {
      const message = sampleOruR01({
        orderNumber,
        labReportId: 'hl7-broken',
        testCode: '2345-7',
        observations: [{ loinc: '2345-7', name: 'Glucose', value: '5.1\u0000', unit: 'mmol/L', range: '3.9-5.5' }],
      });

      const response = await deliver('x-application/hl7-v2+er7', message);

      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('MSA|AR|');
      expect(response.body).toContain('must not contain a NUL character');
    });
  });
});
