import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { labResults, unmatchedLabDeliveries } from '../../db/schema';
import { readConfig } from '../../platform/config';
import { createTestAccount } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testPesel } from '../../testing/identity-numbers';
import { UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import { registerLab } from './store/labs';
import { createLoincTest, createTestOrder } from './testing/paid-order';
import { sampleOruR01, type SampleOruOptions } from './testing/sample-oru-r01';

const START = '\u000b';
const END = '\u001c\r';

/** A lab engine's side of MLLP: sends the frames in one write and reads `count` framed answers back. */
function exchange(port: number, frames: string[], count = frames.length): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      received += chunk;
      const answers = received.split(END).filter((part) => part.startsWith(START));
      if (answers.length >= count) {
        socket.end();
        resolve(answers.map((answer) => answer.slice(1)));
      }
    });
    socket.write(frames.join(''));
  });
}

const framed = (message: string) => `${START}${message}${END}`;
/** The message signed as a lab signs it over MLLP: its key in MSH-8. */
const signed = (message: string, key: string) => message.replace(/^(MSH(?:\|[^|\r]*){6})\|\|/u, `$1|${key}|`);
const msa = (ack: string) =>
  ack
    .split('\r')
    .find((segment) => segment.startsWith('MSA|'))
    ?.split('|') ?? [];

describe('HL7 over MLLP', () => {
  let testApp: TestApp;
  let labKey: string;
  let port: number;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { labMllpPort: 0 } });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'mllp-lab', name: 'MLLP Lab' }));
    port = testApp.app.labMllp.port() ?? 0;
  });
  afterAll(() => testApp.close());

  async function potassiumReport(orderNumber?: string): Promise<SampleOruOptions> {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [potassium.id] }],
    });
    sequence += 1;
    return {
      orderNumber: orderNumber ?? order.orderNumber,
      labReportId: `MLLP-${sequence}`,
      controlId: `MLLP-CTRL-${sequence}`,
      testCode: '2823-3',
      pesel,
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.2', unit: 'mmol/L', range: '3.5-5.1' }],
    };
  }

  it('is off unless a port is configured', () => {
    expect(readConfig({}).labMllpPort).toBeNull();
    expect(readConfig({ LAB_MLLP_PORT: '2575' }).labMllpPort).toBe(2575);
    expect(port).toBeGreaterThan(0);
  });

  it('stores a report a lab signs with its key in MSH-8 and answers with a framed ACK', async () => {
    const report = await potassiumReport();
    const [ack = ''] = await exchange(port, [framed(signed(sampleOruR01(report), labKey))]);
    expect(msa(ack).slice(1, 3)).toEqual(['AA', report.controlId]);
    expect(
      await testApp.db.select().from(labResults).where(eq(labResults.labReportId, report.labReportId)),
    ).toHaveLength(1);
  });

  it('answers each of several messages on one connection, in order', async () => {
    const reports = [await potassiumReport(), await potassiumReport()];
    const acks = await exchange(
      port,
      reports.map((report) => framed(signed(sampleOruR01(report), labKey))),
    );
    expect(acks.map((ack) => msa(ack).slice(1, 3))).toEqual(reports.map((report) => ['AA', report.controlId]));
  });

  it('refuses a message without a lab’s key (AR), echoing its MSH-10', async () => {
    const report = await potassiumReport();
    for (const message of [sampleOruR01(report), signed(sampleOruR01(report), 'not-a-key')]) {
      const [ack = ''] = await exchange(port, [framed(message)]);
      expect(msa(ack)).toEqual(['MSA', 'AR', report.controlId, UNAUTHORIZED_MESSAGE]);
    }
    expect(await testApp.db.select().from(labResults).where(eq(labResults.labReportId, report.labReportId))).toEqual(
      [],
    );
  });

  it('never keeps the lab’s key with a message kept for review', async () => {
    const report = await potassiumReport('LS-999999997');
    const [ack = ''] = await exchange(port, [framed(signed(sampleOruR01(report), labKey))]);
    expect(msa(ack)[1]).toBe('AA');
    const [kept] = await testApp.db
      .select()
      .from(unmatchedLabDeliveries)
      .where(eq(unmatchedLabDeliveries.labReportId, report.labReportId));
    expect(kept?.message).toContain(report.controlId);
    expect(kept?.message).not.toContain(labKey);
  });

  it('answers a message cut off inside its frame with AR', async () => {
    const report = await potassiumReport();
    const message = signed(sampleOruR01(report), labKey);
    const [ack = ''] = await exchange(port, [framed(message.slice(0, message.lastIndexOf('mmol') + 2))]);
    expect(msa(ack).slice(1, 3)).toEqual(['AR', report.controlId]);
  });
});
