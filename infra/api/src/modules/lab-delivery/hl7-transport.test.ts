import { asc, eq } from 'drizzle-orm';
import { labResults, observations, unmatchedLabDeliveries } from '../../db/schema';
import { createTestAccount } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testPesel } from '../../testing/identity-numbers';
import { UNMATCHED_REASONS } from './ordered-test-identity';
import { UNEXPECTED_FAILURE } from './service';
import { registerLab } from './store/labs';
import { createLoincTest, createTestOrder } from './testing/paid-order';
import { sampleOruR01, type SampleOruOptions } from './testing/sample-oru-r01';
import { singleByteText } from './testing/single-byte-text';

const NOW = new Date('2026-05-02T08:00:00Z');

/** The message with MSH-18, its character set, declared (the sample stops at MSH-12). */
const withCharset = (message: string, charset: string) => message.replace(/^(MSH[^\r]*)/u, `$1||||||${charset}`);

describe('HL7 messages as lab integration engines send them', () => {
  let testApp: TestApp;
  let labKey: string;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => NOW });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'transport-lab', name: 'Transport Lab' }));
  });
  afterAll(() => testApp.close());

  const deliver = (contentType: string, payload: Buffer | string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': contentType, authorization: `Bearer ${labKey}` },
      payload,
    });
  const ackSegment = (ack: string, name: string) =>
    ack
      .split('\r')
      .find((segment) => segment.startsWith(`${name}|`))
      ?.split('|') ?? [];

  /** A paid potassium test for a patient with the given surname, and a report of it waiting to be sent. */
  async function potassiumReport(
    lastName = 'Kowalska',
    observation: Partial<SampleOruOptions['observations'][0]> = {},
  ) {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel, lastName, birthDate: '1985-04-10', sex: 'f' }, testIds: [potassium.id] }],
    });
    sequence += 1;
    const options: SampleOruOptions = {
      orderNumber: order.orderNumber,
      labReportId: `TR-${sequence}`,
      controlId: `CTRL-${sequence}`,
      testCode: '2823-3',
      pesel,
      familyName: lastName,
      observations: [
        { loinc: '2823-3', name: 'Potassium', value: '4.2', unit: 'mmol/L', range: '3.5-5.1', ...observation },
      ],
    };
    return { options, message: sampleOruR01(options), orderNumber: order.orderNumber };
  }

  const storedResults = (labReportId: string) =>
    testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));
  const valuesOf = (resultId: string) =>
    testApp.db
      .select()
      .from(observations)
      .where(eq(observations.resultId, resultId))
      .orderBy(asc(observations.position));

  it('accepts HL7-over-HTTP’s application/hl7-v2, with MLLP framing and a byte order mark left on', async () => {
    const { options, message } = await potassiumReport();
    const framed = Buffer.concat([
      Buffer.from([0x0b, 0xef, 0xbb, 0xbf]),
      Buffer.from(message),
      Buffer.from([0x1c, 0x0d]),
    ]);
    const response = await deliver('application/hl7-v2', framed);
    expect(response.statusCode).toBe(200);
    expect(ackSegment(response.body, 'MSA').slice(1, 3)).toEqual(['AA', options.controlId]);
    expect(await storedResults(options.labReportId)).toHaveLength(1);
  });

  it('reads Polish names in ISO 8859-2 (MSH-18) and German ones in the HTTP charset, and \\Xhh\\ in the declared charset', async () => {
    const polish = await potassiumReport('Żółkiewska', { note: 'Próbka \\XB3\\agodnie zhemolizowana' });
    const polishAnswer = await deliver(
      'application/hl7-v2',
      singleByteText(withCharset(polish.message, '8859/2'), 'iso-8859-2'),
    );
    expect(ackSegment(polishAnswer.body, 'MSA')[1]).toBe('AA');
    const [polishResult] = await storedResults(polish.options.labReportId);
    const [polishValue] = await valuesOf(polishResult?.id ?? '');
    expect(polishValue?.notes).toEqual(['Próbka łagodnie zhemolizowana']);

    const german = await potassiumReport('Müßig');
    const germanAnswer = await deliver(
      'x-application/hl7-v2+er7; charset=ISO-8859-1',
      singleByteText(german.message, 'iso-8859-1'),
    );
    expect(ackSegment(germanAnswer.body, 'MSA')[1]).toBe('AA');
    expect(await storedResults(german.options.labReportId)).toHaveLength(1);
  });

  it('refuses bytes that are not in the declared charset rather than storing mangled names (AR)', async () => {
    const { options, message } = await potassiumReport('Żółkiewska');
    const response = await deliver('application/hl7-v2', singleByteText(message, 'iso-8859-2'));
    expect(response.statusCode).toBe(400);
    expect(ackSegment(response.body, 'MSA').slice(1, 3)).toEqual(['AR', options.controlId]);
    expect(await storedResults(options.labReportId)).toHaveLength(0);
  });

  it('drops formatting escapes in notes and stores the words, never refusing the message', async () => {
    const { options, message } = await potassiumReport('Kowalska', {
      note: '\\.in+2\\Haemolysed\\.sp\\\\.ti-2\\repeat advised\\Zx1\\\\C2842\\',
    });
    const response = await deliver('application/hl7-v2', message);
    expect(ackSegment(response.body, 'MSA')[1]).toBe('AA');
    const [result] = await storedResults(options.labReportId);
    expect((await valuesOf(result?.id ?? ''))[0]?.notes).toEqual(['Haemolysed\nrepeat advised']);
  });

  it('refuses a message cut off mid-segment rather than storing a value without its unit (AR)', async () => {
    const { options, message } = await potassiumReport();
    const cutOff = message.slice(0, message.indexOf('mmol/L') + 3);
    const response = await deliver('application/hl7-v2', cutOff);
    expect(response.statusCode).toBe(400);
    expect(ackSegment(response.body, 'MSA').slice(1, 4)).toEqual([
      'AR',
      options.controlId,
      'The message was cut off: its last segment does not end with a carriage return.',
    ]);
    expect(await storedResults(options.labReportId)).toHaveLength(0);
  });

  it('echoes MSH-10 whenever the header could be read, and words ERR-2 as segment^sequence^field', async () => {
    const broken = await potassiumReport();
    const unreadable = await deliver('application/hl7-v2', broken.message.replace('OBX|', 'obx|'));
    expect(ackSegment(unreadable.body, 'MSA').slice(1, 3)).toEqual(['AR', broken.options.controlId]);

    // A result status no lab sends: the report cannot be stored, so the answer is AE naming OBR-25.
    const wrong = await potassiumReport();
    const answer = await deliver('application/hl7-v2', wrong.message.replace(/\|\|\|F\r/u, '|||Q\r'));
    expect(ackSegment(answer.body, 'MSA').slice(1, 3)).toEqual(['AE', wrong.options.controlId]);
    expect(ackSegment(answer.body, 'ERR')[2]).toBe('OBR^1^25');
  });

  it('answers a message too large with an ACK (413) that still echoes its MSH-10', async () => {
    const { options, message } = await potassiumReport();
    const padding = `NTE|1|L|${'x'.repeat(1024 * 1024)}\r`.repeat(6);
    const response = await deliver('application/hl7-v2', message + padding);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/hl7-v2/u);
    expect(ackSegment(response.body, 'MSA').slice(1, 3)).toEqual(['AR', options.controlId]);
    expect(await storedResults(options.labReportId)).toHaveLength(0);
  });

  it('answers a failure of the shop’s own with an ACK (500) that echoes MSH-10 and says nothing was stored', async () => {
    const { options, message } = await potassiumReport();
    const failing = jest
      .spyOn(testApp.app.labDelivery, 'principalOfKey')
      .mockRejectedValueOnce(new Error('the database went away'));
    const response = await deliver('application/hl7-v2', message);
    failing.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(ackSegment(response.body, 'MSA')).toEqual(['MSA', 'AR', options.controlId, UNEXPECTED_FAILURE]);
    expect(ackSegment(response.body, 'ERR')[3]).toBe('207^^HL70357');
  });

  it('matches an order number only in full: LS-000007, never a bare 7', async () => {
    const { options, orderNumber } = await potassiumReport();
    const bare = String(Number(orderNumber.replace(/\D/gu, '')));
    const response = await deliver('application/hl7-v2', sampleOruR01({ ...options, orderNumber: bare }));
    expect(response.statusCode).toBe(202);
    const [kept] = await testApp.db
      .select()
      .from(unmatchedLabDeliveries)
      .where(eq(unmatchedLabDeliveries.labReportId, options.labReportId));
    expect(kept?.reason).toBe(UNMATCHED_REASONS.noOrder);
    expect(await storedResults(options.labReportId)).toHaveLength(0);
  });
});
