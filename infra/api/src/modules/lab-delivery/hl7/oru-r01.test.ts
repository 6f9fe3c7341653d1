import { DeliveryError } from '../delivery-errors';
import { sampleOruR01 } from '../testing/sample-oru-r01';
import { parseEr7 } from './er7';
import { readHeader, readOruR01 } from './oru-r01';

const electrolytes = sampleOruR01({
  controlId: 'MSG-1',
  orderNumber: 'LS-000042',
  labReportId: 'R-1001',
  testCode: '24326-1',
  testName: 'Electrolytes',
  pesel: '85041012345',
  observations: [
    { loinc: '2823-3', name: 'Potassium', value: '5.6', unit: 'mmol/L', range: '3.5-5.1', flag: 'H' },
    {
      loinc: '2951-2',
      name: 'Sodium',
      value: '140',
      unit: 'mmol/L',
      range: '136-145',
      note: 'Sample slightly haemolysed',
    },
    { type: 'ST', loinc: '5802-4', name: 'Nitrite', value: 'Negative' },
    { type: 'SN', loinc: '1988-5', name: 'CRP', value: '<^0.5', unit: 'mg/L', range: '<=5' },
  ],
});

const read = (text: string) => readOruR01(parseEr7(text));

describe('reading an ORU^R01', () => {
  it('reads the report, the patient and every value with its unit and range', () => {
    const [report, ...others] = read(electrolytes);
    expect(others).toEqual([]);
    expect(report).toMatchObject({
      labReportId: 'R-1001',
      orderNumber: 'LS-000042',
      testCode: '24326-1',
      testName: 'Electrolytes',
      status: 'final',
      collectedAt: '2026-04-30T06:15:00.000Z',
      issuedAt: '2026-05-01T08:00:00.000Z',
      patient: { pesel: '85041012345', familyName: 'Kowalska', givenName: 'Anna', birthDate: '1985-04-10', sex: 'f' },
    });
    expect(report?.observations).toEqual([
      {
        loinc: '2823-3',
        labCode: null,
        name: 'Potassium',
        value: { kind: 'quantity', value: 5.6, unit: 'mmol/L' },
        labRange: {
          normal: { low: { value: 3.5, inclusive: true }, high: { value: 5.1, inclusive: true } },
          text: '3.5-5.1',
        },
        labFlag: 'H',
        notes: [],
        patientNotes: [],
      },
      expect.objectContaining({ name: 'Sodium', notes: ['Sample slightly haemolysed'], patientNotes: [] }),
      expect.objectContaining({ value: { kind: 'text', text: 'Negative' }, labRange: null }),
      expect.objectContaining({
        value: { kind: 'quantity', value: 0.5, unit: 'mg/L', comparator: '<' },
        labRange: { normal: { high: { value: 5, inclusive: true } }, text: '<=5' },
      }),
    ]);
  });

  it('keeps every note, and marks as the patient’s only those the lab wrote for the patient', () => {
    const message = [
      'MSH|^~\\&|ALAB-LIS|ALAB|LABSHOP|LABSHOP|20260501103000+0200||ORU^R01^ORU_R01|NOTES-1|P|2.5.1',
      'PID|1||85041012345^^^PESEL^NNPOL||Kowalska^Anna||19850410|F',
      'OBR|1|LS-000042|R-NOTES|2823-3^Potassium^LN|||202604300815+0200|||||||||||||||202605011000+0200|||F',
      'NTE|1|L|Drink water before your next test.|PI^Patient Instructions^HL70364',
      'NTE|2|L|Analyser 3 calibrated at 07:00',
      'OBX|1|NM|2823-3^Potassium^LN||4.2|mmol/L^^UCUM|3.5-5.1||||F',
      'NTE|1|P|Repeat in three months.|PI',
      'NTE|2|O|TEST MESSAGE|PI',
      'NTE|3|L|Sample slightly haemolysed|RE^Remark^HL70364',
    ].join('\r');
    const [report] = read(message);
    expect(report).toMatchObject({
      notes: ['Drink water before your next test.', 'Analyser 3 calibrated at 07:00'],
      patientNotes: ['Drink water before your next test.'],
    });
    expect(report?.observations[0]).toMatchObject({
      notes: ['Repeat in three months.', 'TEST MESSAGE', 'Sample slightly haemolysed'],
      // Another system's text (NTE-2 'O') is never the patient's, whatever its type says.
      patientNotes: ['Repeat in three months.'],
    });
  });

  it('keeps a value whose range is printed the wrong way round aside, and reads the others', () => {
    const message = sampleOruR01({
      orderNumber: 'LS-000042',
      labReportId: 'R-INVERTED',
      testCode: '2823-3',
      observations: [
        { loinc: '2823-3', name: 'Potassium', value: '4.2', unit: 'mmol/L', range: '5.1-3.5' },
        { loinc: '2951-2', name: 'Sodium', value: '140', unit: 'mmol/L', range: '136-145' },
      ],
    });
    const [report] = read(message);
    expect(report?.observations.map((each) => each.name)).toEqual(['Sodium']);
    expect(report?.unreadableValues).toEqual([
      expect.objectContaining({
        name: 'Potassium',
        location: 'OBX[1]-7',
        reason: expect.stringContaining('low end above its high end') as unknown,
      }),
    ]);
  });

  it('reads the header an acknowledgement needs', () => {
    expect(readHeader(parseEr7(electrolytes))).toEqual({
      controlId: 'MSG-1',
      sendingApplication: 'ALAB-LIS',
      sendingFacility: 'ALAB',
      version: '2.5.1',
    });
  });

  it('reads two ordered tests of one message as two reports', () => {
    const second = sampleOruR01({
      orderNumber: 'LS-000042',
      labReportId: 'R-1002',
      testCode: '2093-3',
      observations: [{ loinc: '2093-3', name: 'Cholesterol', value: '180', unit: 'mg/dL' }],
    })
      .split('\r')
      .slice(3)
      .join('\r');
    const reports = read(`${electrolytes}${second}`);
    expect(reports.map((report) => [report.labReportId, report.observations.length])).toEqual([
      ['R-1001', 4],
      ['R-1002', 1],
    ]);
  });

  const withSegment = (find: RegExp, replace: string) => electrolytes.replace(find, replace);

  it.each([
    [
      'another message type',
      withSegment(/ORU\^R01\^ORU_R01/u, 'ADT^A01'),
      'MSH-9: Only ORU^R01 messages are accepted, not ADT^A01.',
      'rejected',
    ],
    ['no control id', withSegment(/\|MSG-1\|/u, '||'), 'MSH-10: MSH-10 is required.', 'rejected'],
    ['version 3', withSegment(/\|2\.5\.1/u, '|3.0'), 'MSH-12: Only HL7 version 2 messages are accepted.', 'rejected'],
    [
      'no lab report id',
      withSegment(/OBR\|1\|LS-000042\|R-1001\|/u, 'OBR|1|LS-000042||'),
      'OBR[1]-3: This field is required.',
      'error',
    ],
    [
      'an unknown status',
      withSegment(/\|\|\|F\r(OBX)/u, '|||Q\r$1'),
      'OBR[1]-25: The result status must be F, C or P.',
      'error',
    ],
    [
      'an impossible birth date',
      withSegment(/19850410/u, '19850231'),
      'PID[1]-7: "19850231" is not a real date.',
      'error',
    ],
    [
      'an OBX before any OBR',
      withSegment(/OBR\|[^\r]*\r/u, ''),
      'OBX[1]-0: An OBX must follow an OBR segment.',
      'error',
    ],
  ])('refuses %s', (_case, text, message, kind) => {
    let caught: unknown;
    try {
      read(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DeliveryError);
    expect(caught).toMatchObject({ message, kind });
  });
});
