import {
  isValueComparator,
  LOINC_SYSTEM,
  selectReferenceRange,
  UCUM_SYSTEM,
  type DeliveredObservation,
  type Interval,
  type ObservationValue,
  type RangeGroup,
  type RangePerson,
  type ReferenceRange,
} from '@labshop/shared-contracts/core';
import { DELIVERY_ERROR_CODES, invalid } from '../delivery-errors';
import { child, decimal, list, requiredText, text, type Located } from './json-reader';

/** The patient and the day the sample was taken: which of several reference ranges applies depends on them. */
export interface RangeContext {
  person: RangePerson;
  sampledOn: string;
}

/** What a value note looks like once read; the report reader decides who may read each note. */
export type NotesReader = (annotations: Located[]) => { notes: string[]; patientNotes: string[] };

/**
 * One Observation as the values it holds: itself, or, when it carries components only (blood pressure), each
 * component as a value of its own named after both. None when the lab withdrew it (entered-in-error). A value
 * that cannot be read throws, for the caller to keep it for review while the others are stored.
 */
export function readObservationValues(
  observation: Located,
  context: RangeContext,
  notesOf: NotesReader,
): DeliveredObservation[] {
  if (text(observation, 'status') === 'entered-in-error') return [];
  const code = child(observation, 'code');
  if (code === null) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'is required.', `${observation.path}.code`);
  const identity = codeOf(code);
  const notes = notesOf(list(observation, 'note'));
  const labFlag = labFlagOf(observation);
  const components = list(observation, 'component');
  if (!hasValue(observation) && components.length > 0 && child(observation, 'dataAbsentReason') === null) {
    return components.map((component) => {
      const part = codeOf(requiredChild(component, 'code'));
      const value = readValue(component);
      return {
        ...part,
        name: `${identity.name}: ${part.name}`,
        value,
        ...readRanges(component, context, value),
        labFlag: labFlagOf(component) ?? labFlag,
        notes: [...notes.notes],
        patientNotes: [...notes.patientNotes],
      };
    });
  }
  const value = readValue(observation);
  return [
    {
      ...identity,
      value,
      ...readRanges(observation, context, value),
      labFlag,
      ...notes,
    },
  ];
}

function requiredChild(parent: Located, key: string): Located {
  const found = child(parent, key);
  if (found === null) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'is required.', `${parent.path}.${key}`);
  return found;
}

function codeOf(code: Located): Pick<DeliveredObservation, 'loinc' | 'labCode' | 'name'> {
  const codings = list(code, 'coding');
  const loinc = codings.find((coding) => text(coding, 'system') === LOINC_SYSTEM);
  const other = codings.find((coding) => text(coding, 'system') !== LOINC_SYSTEM);
  const loincCode = loinc === undefined ? null : requiredText(loinc, 'code');
  const labCode = other === undefined ? null : text(other, 'code');
  if (loincCode === null && labCode === null) {
    throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'needs a code.', `${code.path}.coding`);
  }
  const name =
    text(code, 'text') ??
    (loinc === undefined ? null : text(loinc, 'display')) ??
    (other === undefined ? null : text(other, 'display')) ??
    loincCode ??
    labCode ??
    '';
  return { loinc: loincCode, labCode, name };
}

/** The lab's interpretation as it coded it ('H', 'POS'), or its words when it sent no code. */
function labFlagOf(resource: Located): string | null {
  const flags = list(resource, 'interpretation').flatMap((interpretation) => {
    const codes = list(interpretation, 'coding')
      .map((coding) => text(coding, 'code'))
      .filter((each): each is string => Boolean(each));
    const words = text(interpretation, 'text');
    return codes.length > 0 ? codes : words ? [words] : [];
  });
  return flags.length === 0 ? null : flags.join('~');
}

const VALUE_KEYS = [
  'valueQuantity',
  'valueString',
  'valueCodeableConcept',
  'valueBoolean',
  'valueInteger',
  'valueRatio',
  'valueRange',
  'valueDateTime',
  'valueTime',
  'valuePeriod',
  'valueSampledData',
];

const hasValue = (resource: Located) => VALUE_KEYS.some((key) => resource.value[key] !== undefined);

function readValue(resource: Located): ObservationValue {
  const quantity = child(resource, 'valueQuantity');
  if (quantity !== null) return readQuantity(quantity);
  const string = text(resource, 'valueString');
  if (string !== null) return { kind: 'text', text: string };
  const concept = child(resource, 'valueCodeableConcept');
  if (concept !== null) {
    const [coding] = list(concept, 'coding');
    const code = coding === undefined ? null : text(coding, 'code');
    const system = coding === undefined ? null : text(coding, 'system');
    const words = text(concept, 'text') ?? (coding === undefined ? null : text(coding, 'display')) ?? code;
    if (words) {
      return { kind: 'text', text: words, ...(code ? { code } : {}), ...(system ? { system } : {}) };
    }
  }
  const yesNo = resource.value.valueBoolean;
  if (typeof yesNo === 'boolean') return { kind: 'text', text: yesNo ? 'Yes' : 'No' };
  if (resource.value.valueInteger !== undefined) {
    const value = decimal(resource, 'valueInteger');
    if (value !== null && Number.isInteger(value)) return { kind: 'quantity', value, unit: '' };
  }
  const ratio = child(resource, 'valueRatio');
  if (ratio !== null)
    return { kind: 'text', text: `${quantityText(ratio, 'numerator')}:${quantityText(ratio, 'denominator')}` };
  const range = child(resource, 'valueRange');
  if (range !== null) return { kind: 'text', text: `${quantityText(range, 'low')}–${quantityText(range, 'high')}` };
  const when = text(resource, 'valueDateTime') ?? text(resource, 'valueTime');
  if (when !== null) return { kind: 'text', text: when };
  if (child(resource, 'dataAbsentReason') !== null) return { kind: 'text', text: 'The result could not be obtained.' };
  throw invalid(
    DELIVERY_ERROR_CODES.requiredMissing,
    'needs a value (valueQuantity, valueString, valueCodeableConcept and the like) or dataAbsentReason.',
    resource.path,
  );
}

/** A Quantity with its comparator ('<5': below the limit of detection), its unit in UCUM. */
function readQuantity(quantity: Located): ObservationValue {
  const value = decimal(quantity, 'value');
  if (value === null) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'is required.', `${quantity.path}.value`);
  const system = text(quantity, 'system');
  if (system !== null && system !== UCUM_SYSTEM) {
    throw invalid(DELIVERY_ERROR_CODES.tableValue, `must be ${UCUM_SYSTEM}.`, `${quantity.path}.system`);
  }
  const comparator = text(quantity, 'comparator');
  if (comparator !== null && !isValueComparator(comparator)) {
    throw invalid(DELIVERY_ERROR_CODES.tableValue, 'must be <, <=, >= or >.', `${quantity.path}.comparator`);
  }
  const unit = text(quantity, 'code') ?? text(quantity, 'unit') ?? '';
  return { kind: 'quantity', value, unit, ...(comparator === null ? {} : { comparator }) };
}

/** One side of a ratio or range in words ('1', '10 mg/L'); '' for a side the lab left open. */
function quantityText(parent: Located, key: string): string {
  const quantity = child(parent, key);
  if (quantity === null) return '';
  const value = decimal(quantity, 'value');
  const unit = text(quantity, 'unit') ?? text(quantity, 'code');
  const comparator = text(quantity, 'comparator') ?? '';
  return `${comparator}${value ?? ''}${unit ? ` ${unit}` : ''}`;
}

/** appliesTo codes for a sex (FHIR administrative gender and SNOMED CT). */
const SEX_CODES: Record<string, 'm' | 'f'> = { male: 'm', female: 'f', '248153007': 'm', '248152002': 'f' };
/** UCUM units an age may be given in, as years per unit. */
const AGE_YEARS: Record<string, number> = { a: 1, yr: 1, year: 1, years: 1, mo: 1 / 12, wk: 7 / 365.25, d: 1 / 365.25 };

/**
 * The lab's reference range for this patient: each range is read with who it is for (appliesTo sex, age), and
 * the one for this patient's sex and age on the sampling day is chosen, never the first blindly. FHIR's low and
 * high are inclusive; a range in words only ('Negative') is, for an answer in words, the answer that counts as
 * normal. A range with its low end above its high end is refused: no value is judged by it.
 */
function readRanges(
  resource: Located,
  context: RangeContext,
  value: ObservationValue,
): Pick<DeliveredObservation, 'labRange' | 'labRanges'> {
  const ranges = list(resource, 'referenceRange').map((range) => readOneRange(range, value.kind === 'text'));
  if (ranges.length === 0) return { labRange: null };
  if (ranges.length === 1) return { labRange: ranges[0] ?? null };
  // Every range is kept, with whom it is for: the export hands on all the lab said, not only the one judged by.
  return { labRange: selectReferenceRange(ranges, context.person, context.sampledOn), labRanges: ranges };
}

function readOneRange(range: Located, answerInWords: boolean): ReferenceRange {
  const low = child(range, 'low');
  const high = child(range, 'high');
  const lowValue = low === null ? null : decimal(low, 'value');
  const highValue = high === null ? null : decimal(high, 'value');
  if (lowValue !== null && highValue !== null && lowValue > highValue) {
    throw invalid(
      DELIVERY_ERROR_CODES.dataType,
      `The range ${lowValue}-${highValue} has its low end above its high end, so it cannot be true.`,
      range.path,
    );
  }
  const normal: Interval = {};
  if (lowValue !== null) normal.low = { value: lowValue, inclusive: true };
  if (highValue !== null) normal.high = { value: highValue, inclusive: true };
  const words = text(range, 'text');
  const group = groupOf(range);
  const bounded = lowValue !== null || highValue !== null;
  return {
    ...(bounded ? { normal } : {}),
    ...(!bounded && answerInWords && words !== null ? { normalTexts: [words] } : {}),
    ...(words === null ? {} : { text: words }),
    ...(group === undefined ? {} : { appliesTo: group }),
  };
}

function groupOf(range: Located): RangeGroup | undefined {
  const group: RangeGroup = {};
  for (const concept of list(range, 'appliesTo')) {
    for (const coding of list(concept, 'coding')) {
      const sex = SEX_CODES[(text(coding, 'code') ?? '').toLowerCase()];
      if (sex !== undefined) group.sex = sex;
    }
  }
  const age = child(range, 'age');
  const years = (key: 'low' | 'high') => {
    const end = age === null ? null : child(age, key);
    const value = end === null ? null : decimal(end, 'value');
    const perUnit = AGE_YEARS[(end === null ? null : (text(end, 'code') ?? text(end, 'unit'))) ?? 'a'];
    return value === null || perUnit === undefined ? undefined : value * perUnit;
  };
  const from = years('low');
  const to = years('high');
  if (from !== undefined) group.ageFrom = from;
  // FHIR's high age is inclusive (18-65 includes 65), the shop's ageTo is not.
  if (to !== undefined) group.ageTo = Number.isInteger(to) ? to + 1 : to;
  return Object.keys(group).length === 0 ? undefined : group;
}
