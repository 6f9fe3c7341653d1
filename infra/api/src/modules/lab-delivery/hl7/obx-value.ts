import { DateTime } from 'luxon';
import {
  invertedRangeText,
  parseBoundedNumber,
  parseLabNumber,
  parseRangeText,
  rangeTextOfComponents,
  type DeliveredObservation,
  type ObservationValue,
  type ReferenceRange,
} from '@labshop/shared-contracts/core';
import { DELIVERY_ERROR_CODES, invalid } from '../delivery-errors';
import { repetitionsOf, valueAt, type Hl7Segment } from './er7';
import { hl7Instant } from './hl7-time';

export const at = (segment: Hl7Segment, field: number) => `${segment.name}[${segment.occurrence}]-${field}`;

/** Coding systems labs name in CE/CWE answers, as FHIR knows them; any other name is kept as the lab wrote it. */
const CODING_SYSTEMS: Record<string, string> = {
  LN: 'http://loinc.org',
  SCT: 'http://snomed.info/sct',
  SNM: 'http://snomed.info/sct',
  UCUM: 'http://unitsofmeasure.org',
};

/** The OBX-11 statuses of a value the lab withdrew: D deletes one sent before, W says it was wrong. */
const WITHDRAWN_STATUSES = new Set(['D', 'W']);

export const isWithdrawn = (obx: Hl7Segment) => WITHDRAWN_STATUSES.has(valueAt(obx, 11).trim().toUpperCase());

/**
 * One OBX as a value: its code and name, the value in its type, the lab's range and flag. A value or range that
 * cannot be read throws, for the caller to keep that value for review while the others are stored.
 */
export function readObservation(obx: Hl7Segment, timeZone: string): DeliveredObservation {
  const [code, text, system, altCode, altText, altSystem] = [1, 2, 3, 4, 5, 6].map((part) => valueAt(obx, 3, part));
  const loinc = system === 'LN' ? code : altSystem === 'LN' ? altCode : '';
  if (!code && !loinc) throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'This field is required.', at(obx, 3));
  const value = readValue(obx, timeZone);
  const flags = repetitionsOf(obx, 8).map((repetition) => repetition[0]?.[0] ?? '');
  return {
    loinc: loinc || null,
    labCode: system === 'LN' ? null : code || null,
    name: text || altText || code || loinc || '',
    value,
    labRange: readRange(obx, value),
    labFlag: flags.length === 0 ? null : flags.join('~'),
    notes: [],
    patientNotes: [],
  };
}

/**
 * OBX-7 as the lab wrote it ('3.5-5.1', '<9', '0-10 ug/dL', or in components '3.5^5.1', '^^10'). A range of
 * words ('Negative') is the answer that counts as normal for an answer in words. A range whose low end is above
 * its high end is refused: the value cannot be judged by it, and is kept for review rather than stored.
 */
function readRange(obx: Hl7Segment, value: ObservationValue): ReferenceRange | null {
  const components = (obx.fields[7]?.[0] ?? []).map((component) => component.join('&'));
  const written = components.length > 1 ? (rangeTextOfComponents(components) ?? components.join('^')) : valueAt(obx, 7);
  const rangeText = written.trim();
  if (rangeText === '') return null;
  if (invertedRangeText(rangeText) !== null) {
    throw invalid(
      DELIVERY_ERROR_CODES.dataType,
      `The range "${rangeText}" has its low end above its high end, so it cannot be true.`,
      at(obx, 7),
    );
  }
  const normal = parseRangeText(rangeText);
  if (normal !== null) return { normal, text: rangeText };
  if (value.kind === 'text') return { normalTexts: [rangeText], text: rangeText };
  return { text: rangeText };
}

function readValue(obx: Hl7Segment, timeZone: string): ObservationValue {
  const type = valueAt(obx, 2);
  const values = repetitionsOf(obx, 5);
  const unit = valueAt(obx, 6, 1);
  if (values.length === 0) {
    if (valueAt(obx, 11) === 'X') return { kind: 'text', text: 'The result could not be obtained.' };
    throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'This field is required.', at(obx, 5));
  }
  const first = values[0] ?? [];
  const part = (index: number) => first[index]?.[0] ?? '';
  const asText = () => values.map((repetition) => repetition.map((c) => c.join('&')).join('^')).join('\n');
  switch (type) {
    case 'NM': {
      // Labs put a comparator in NM as often as in SN ('<5'); the number may use a comma or an exponent.
      const bounded = values.length === 1 ? parseBoundedNumber(part(0)) : null;
      if (bounded === null) {
        throw invalid(DELIVERY_ERROR_CODES.dataType, `"${asText()}" is not a number.`, at(obx, 5));
      }
      return { kind: 'quantity', unit, ...bounded };
    }
    case 'SN':
      return readStructuredNumeric(obx, [part(0), part(1), part(2), part(3)], unit);
    case 'ST':
    case 'TX':
    case 'FT':
    case 'IS':
      return { kind: 'text', text: asText() };
    case 'NA':
      // A numeric array: its numbers in order, as the lab listed them.
      return { kind: 'text', text: first.map((component) => component.join('&')).join(', ') };
    case 'DT':
    case 'TS':
    case 'DTM': {
      const instant = hl7Instant(part(0), at(obx, 5), timeZone);
      return { kind: 'text', text: instant === null ? '' : writtenInstant(part(0), instant.iso, timeZone) };
    }
    case 'CE':
    case 'CWE':
    case 'CNE': {
      const [code, words, system] = [part(0), part(1), part(2)];
      const known = CODING_SYSTEMS[system.toUpperCase()] ?? system;
      return {
        kind: 'text',
        text: words || code,
        ...(code === '' ? {} : { code }),
        ...(known === '' ? {} : { system: known }),
      };
    }
    default:
      throw invalid(DELIVERY_ERROR_CODES.tableValue, `Value type "${type}" is not supported.`, at(obx, 2));
  }
}

/**
 * SN: comparator ^ number [^ separator ^ number]. '^5.2' and '=^5.2' are plain numbers, '<^5' a bounded one;
 * a ratio ('^1^:^128') or a range ('^10^-^20') is kept in words as the lab wrote it.
 */
function readStructuredNumeric(obx: Hl7Segment, parts: string[], unit: string): ObservationValue {
  const [comparator = '', first = '', separator = '', second = ''] = parts;
  const value = parseLabNumber(first);
  if (value === null) throw invalid(DELIVERY_ERROR_CODES.dataType, 'SN needs a number.', at(obx, 5));
  if (separator === '' && second === '') {
    if (comparator === '' || comparator === '=') return { kind: 'quantity', value, unit };
    const bounded = parseBoundedNumber(`${comparator}${first}`);
    if (bounded?.comparator === undefined) {
      throw invalid(DELIVERY_ERROR_CODES.dataType, `"${comparator}" is not a comparator.`, at(obx, 5));
    }
    return { kind: 'quantity', unit, ...bounded };
  }
  if (parseLabNumber(second) === null) throw invalid(DELIVERY_ERROR_CODES.dataType, 'SN needs a number.', at(obx, 5));
  return { kind: 'text', text: `${comparator}${first}${separator}${second}${unit === '' ? '' : ` ${unit}`}` };
}

/** A date the lab gave as a value, written as precisely as the lab gave it: a day, or a day and a time. */
function writtenInstant(written: string, iso: string, timeZone: string): string {
  const digits = written.replace(/[+-]\d{4}$/u, '');
  if (digits.length <= 8)
    return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`.replace(/-+$/u, '');
  const local = DateTime.fromISO(iso).setZone(timeZone);
  return local.toFormat(digits.length >= 14 ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd HH:mm');
}
