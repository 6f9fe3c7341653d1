/** One OBX line's worth of a sample result. */
export interface SampleObx {
  type?: string;
  loinc: string;
  name: string;
  value: string;
  unit?: string;
  range?: string;
  flag?: string;
  /** A note for other labs and clinicians (NTE without a comment type). */
  note?: string;
  /** A note the lab wrote for the patient (NTE-4 'PI', patient instructions). */
  noteForPatient?: string;
}

export interface SampleOruOptions {
  controlId?: string;
  orderNumber: string;
  labReportId: string;
  testCode: string;
  testName?: string;
  pesel?: string | null;
  familyName?: string;
  givenName?: string;
  birthDate?: string;
  sex?: 'M' | 'F';
  collectedAt?: string;
  status?: string;
  observations: SampleObx[];
}

/** An ORU^R01 message as a lab's system would send it, for tests: carriage returns between segments. */
export function sampleOruR01(options: SampleOruOptions): string {
  const identifiers = [`LAB-${options.labReportId}^^^ALAB^MR`];
  if (options.pesel) identifiers.push(`${options.pesel}^^^PESEL^NNPOL`);
  const segments = [
    `MSH|^~\\&|ALAB-LIS|ALAB|LABSHOP|LABSHOP|20260501103000+0200||ORU^R01^ORU_R01|${options.controlId ?? options.labReportId}|P|2.5.1`,
    `PID|1||${identifiers.join('~')}||${options.familyName ?? 'Kowalska'}^${options.givenName ?? 'Anna'}||${(options.birthDate ?? '1985-04-10').replace(/-/g, '')}|${options.sex ?? 'F'}`,
    `ORC|RE|${options.orderNumber}|${options.labReportId}`,
    `OBR|1|${options.orderNumber}|${options.labReportId}|${options.testCode}^${options.testName ?? 'Test'}^LN|||${options.collectedAt ?? '202604300815+0200'}|||||||||||||||202605011000+0200|||${options.status ?? 'F'}`,
  ];
  options.observations.forEach((obx, index) => {
    segments.push(
      `OBX|${index + 1}|${obx.type ?? 'NM'}|${obx.loinc}^${obx.name}^LN||${obx.value}|${obx.unit ?? ''}^^UCUM|${obx.range ?? ''}|${obx.flag ?? ''}|||F`,
    );
    if (obx.note) segments.push(`NTE|1|L|${obx.note}`);
    if (obx.noteForPatient) segments.push(`NTE|2|L|${obx.noteForPatient}|PI^Patient Instructions^HL70364`);
  });
  return `${segments.join('\r')}\r`;
}
