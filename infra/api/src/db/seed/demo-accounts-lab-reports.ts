import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createCatalogueService } from '../../modules/catalogue/service';
import { createLabDeliveryService, type ResultsStoredHooks } from '../../modules/lab-delivery/service';
import { hashLabKey, type Lab } from '../../modules/lab-delivery/store/labs';
import type { Database } from '../client';
import { labs } from '../schema';
import { createDemoOrdersService, type DemoOrderPatient, type PlacedDemoOrder } from './demo-accounts-orders';
import { seedId } from './seed-id';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One value as the lab prints it on an OBX line; the lab's range is text, as labs send it. */
export interface DemoValue {
  loinc: string;
  name: string;
  value: string;
  unit: string;
  range: string;
}

export interface DemoReport {
  /** The catalogue slug of the ordered test, which the shop sent the lab as the test code. */
  testCode: string;
  testName: string;
  values: DemoValue[];
}

/** What the laboratory sends back for one order: reports per person, with the order number it echoes. */
export interface DemoDelivery {
  /** Makes the lab's report ids, so a second run delivers the same reports and the store changes nothing. */
  key: string;
  order: PlacedDemoOrder;
  /** The number the lab wrote on its reports; usually the order's own. */
  echoedOrderNumber?: string;
  reports: { patient: DemoOrderPatient; reports: DemoReport[] }[];
}

/**
 * The demo laboratory. Its key is random and shown to nobody: it delivers only the demo reports written here,
 * and no one can deliver in its name.
 */
export async function ensureDemoLab(db: Database): Promise<Lab> {
  await db
    .insert(labs)
    .values({
      id: seedId('lab', 'demo'),
      code: 'demo-lab',
      name: 'Labshop demo laboratory',
      apiKeyHash: hashLabKey(`lab_${randomBytes(32).toString('base64url')}`),
    })
    .onConflictDoNothing();
  const [lab] = await db.select().from(labs).where(eq(labs.code, 'demo-lab'));
  if (!lab) throw new Error('The demo laboratory was not written');
  return lab;
}

/**
 * Delivers the reports as an HL7 v2 ORU^R01 message through the same reader and store a lab's delivery goes
 * through, so every value is judged by the range engine and a report matching no paid test is kept for review.
 */
export async function deliverDemoReports(db: Database, lab: Lab, delivery: DemoDelivery): Promise<void> {
  const collectedAt = new Date(delivery.order.placedAt.getTime() + DAY_MS);
  const issuedAt = new Date(delivery.order.placedAt.getTime() + 2 * DAY_MS);
  // The demo lab delivers as any lab does, on the day it issued the reports.
  const clock = () => issuedAt;
  // The reports are matched to their orders by the orders service, which places no order here, and to their tests
  // by the catalogue's codes.
  const orders = createDemoOrdersService(db, clock, randomBytes(32).toString('base64url'), randomUUID);
  const catalogue = createCatalogueService(db);
  const labDelivery = createLabDeliveryService({ db, clock, resultsStored: NOBODY_TOLD, orders, catalogue });
  const answer = await labDelivery.deliverHl7({ kind: 'lab', labId: lab.id }, oruR01(delivery, collectedAt, issuedAt));
  if (answer.statusCode >= 400) throw new Error(`The demo reports were refused: ${String(answer.body)}`);
}

/** Demo accounts are written before anyone could read their mail or have a page open: nobody is told. */
const NOBODY_TOLD: ResultsStoredHooks = {
  queueReadyNotices: async () => undefined,
  announceStored: async () => undefined,
};

function oruR01(delivery: DemoDelivery, collectedAt: Date, issuedAt: Date): string {
  const orderNumber = delivery.echoedOrderNumber ?? delivery.order.number;
  const segments = [
    `MSH|^~\\&|DEMO-LIS|DEMOLAB|LABSHOP|LABSHOP|${hl7Time(issuedAt)}||ORU^R01^ORU_R01|demo-${delivery.key}|P|2.5.1`,
  ];
  for (const { patient, reports } of delivery.reports) {
    segments.push(
      `PID|1||${patient.pesel}^^^PESEL^NNPOL||${patient.lastName}^${patient.firstName}||${patient.birthDate.replace(/-/g, '')}|${patient.sex.toUpperCase()}`,
    );
    for (const report of reports) {
      const reportId = `DEMO-${delivery.key}-${patient.cartId}-${report.testCode}`;
      segments.push(
        `ORC|RE|${orderNumber}|${reportId}`,
        `OBR|1|${orderNumber}|${reportId}|${report.testCode}^${report.testName}|||${hl7Time(collectedAt)}|||||||||||||||${hl7Time(issuedAt)}|||F`,
        ...report.values.map(
          (value, index) =>
            `OBX|${index + 1}|NM|${value.loinc}^${value.name}^LN||${value.value}|${value.unit}^^UCUM|${value.range}||||F`,
        ),
      );
    }
  }
  return `${segments.join('\r')}\r`;
}

/** YYYYMMDDHHMM+0000, as HL7 v2 writes a moment. */
function hl7Time(moment: Date): string {
  return `${moment.toISOString().slice(0, 16).replace(/[-T:]/g, '')}+0000`;
}
