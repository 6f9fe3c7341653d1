import type { Observation } from '@medplum/fhirtypes';
import { readObservationValues, type RangeContext } from './observation-value';

const woman: RangeContext = { person: { sex: 'f', birthDate: '1985-04-10' }, sampledOn: '2026-04-30' };
const boy: RangeContext = { person: { sex: 'm', birthDate: '2016-01-01' }, sampledOn: '2026-04-30' };
const noNotes = () => ({ notes: [], patientNotes: [] });

function read(observation: Partial<Observation>, context: RangeContext = woman) {
  const resource = {
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code: '718-7' }], text: 'Haemoglobin' },
    ...observation,
  };
  return readObservationValues({ value: resource, path: 'Observation' }, context, noNotes);
}

describe('reading FHIR Observation values', () => {
  it('keeps the comparator of a Quantity', () => {
    expect(read({ valueQuantity: { value: 5, comparator: '<', unit: 'mg/L', code: 'mg/L' } })[0]?.value).toEqual({
      kind: 'quantity',
      value: 5,
      unit: 'mg/L',
      comparator: '<',
    });
  });

  it('keeps the code and system of a coded answer', () => {
    const [value] = read({
      valueCodeableConcept: {
        coding: [{ system: 'http://snomed.info/sct', code: '260385009', display: 'Negative' }],
      },
    });
    expect(value?.value).toEqual({
      kind: 'text',
      text: 'Negative',
      code: '260385009',
      system: 'http://snomed.info/sct',
    });
  });

  it.each<[string, Partial<Observation>, string]>([
    ['valueString', { valueString: 'Straw' }, 'Straw'],
    ['valueBoolean', { valueBoolean: true }, 'Yes'],
    ['valueRatio', { valueRatio: { numerator: { value: 1 }, denominator: { value: 128 } } }, '1:128'],
    [
      'valueRange',
      { valueRange: { low: { value: 10, unit: 'mg/L' }, high: { value: 20, unit: 'mg/L' } } },
      '10 mg/L–20 mg/L',
    ],
    ['valueDateTime', { valueDateTime: '2026-04-12' }, '2026-04-12'],
  ])('reads %s as words', (_case, observation, text) => {
    expect(read(observation)[0]?.value).toEqual({ kind: 'text', text });
  });

  it('reads each component of a component-only Observation as a value of its own', () => {
    const values = read({
      code: { coding: [{ system: 'http://loinc.org', code: '85354-9' }], text: 'Blood pressure' },
      component: [
        {
          code: { coding: [{ system: 'http://loinc.org', code: '8480-6' }], text: 'Systolic' },
          valueQuantity: { value: 142, unit: 'mm[Hg]', code: 'mm[Hg]' },
          interpretation: [{ coding: [{ code: 'H' }] }],
        },
        {
          code: { coding: [{ system: 'http://loinc.org', code: '8462-4' }], text: 'Diastolic' },
          valueQuantity: { value: 85, unit: 'mm[Hg]', code: 'mm[Hg]' },
        },
      ],
    });
    expect(values.map((each) => [each.loinc, each.name, each.value, each.labFlag])).toEqual([
      ['8480-6', 'Blood pressure: Systolic', { kind: 'quantity', value: 142, unit: 'mm[Hg]' }, 'H'],
      ['8462-4', 'Blood pressure: Diastolic', { kind: 'quantity', value: 85, unit: 'mm[Hg]' }, null],
    ]);
  });

  it('leaves out an Observation entered in error', () => {
    expect(read({ status: 'entered-in-error', valueQuantity: { value: 13 } })).toEqual([]);
  });

  it('keeps the lab’s interpretation as coded', () => {
    expect(read({ valueString: 'Positive', interpretation: [{ coding: [{ code: 'POS' }] }] })[0]?.labFlag).toBe('POS');
  });
});

describe('choosing among several FHIR reference ranges', () => {
  const ranges: Observation['referenceRange'] = [
    {
      low: { value: 13 },
      high: { value: 17 },
      appliesTo: [{ coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code: 'male' }] }],
      age: { low: { value: 18, unit: 'a', code: 'a' } },
    },
    {
      low: { value: 12 },
      high: { value: 15 },
      appliesTo: [{ coding: [{ system: 'http://snomed.info/sct', code: '248152002' }] }],
      age: { low: { value: 18, unit: 'a', code: 'a' } },
    },
    { low: { value: 11 }, high: { value: 14.5 }, age: { high: { value: 17, unit: 'a', code: 'a' } } },
  ];
  const rangeFor = (context: RangeContext) =>
    read({ valueQuantity: { value: 14, unit: 'g/dL' }, referenceRange: ranges }, context)[0]?.labRange?.normal;

  it('chooses the range for the patient’s sex and age, not the first', () => {
    expect(rangeFor(woman)).toEqual({ low: { value: 12, inclusive: true }, high: { value: 15, inclusive: true } });
    expect(rangeFor(boy)).toEqual({ low: { value: 11, inclusive: true }, high: { value: 14.5, inclusive: true } });
  });

  it('refuses a range with its low end above its high end', () => {
    expect(() =>
      read({ valueQuantity: { value: 4 }, referenceRange: [{ low: { value: 5 }, high: { value: 3 } }] }),
    ).toThrow(/low end above its high end/u);
  });
});
