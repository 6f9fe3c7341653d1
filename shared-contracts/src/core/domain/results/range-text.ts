import { exclusiveBound, inclusiveBound, type Bound, type Interval } from './interval';

const NUMBER = String.raw`[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)`;
const BETWEEN = new RegExp(String.raw`^(${NUMBER})\s*(?:-|–|—|to)\s*(${NUMBER})$`, 'iu');
const ONE_SIDED = new RegExp(String.raw`^(<=|>=|≤|≥|<|>)\s*(${NUMBER})$`, 'u');

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * Reads a range as labs print it (HL7 OBX-7, FHIR referenceRange.text): '3.5-5.0' and '3.5 to 5.0' include
 * both ends, '<5.2' excludes 5.2, '<=5.2' and '≤5.2' include it, '>40' and '>=40' likewise. Null for anything
 * else ('see note', 'Negative'), which stays as text beside the result.
 */
export function parseRangeText(text: string): Interval | null {
  const compact = withoutUnit(text.trim());
  const between = BETWEEN.exec(compact);
  if (between?.[1] !== undefined && between[2] !== undefined) {
    const low = toNumber(between[1]);
    const high = toNumber(between[2]);
    return low <= high ? { low: inclusiveBound(low), high: inclusiveBound(high) } : null;
  }
  const oneSided = ONE_SIDED.exec(compact);
  if (oneSided?.[1] !== undefined && oneSided[2] !== undefined) {
    const value = toNumber(oneSided[2]);
    const bound: Bound =
      oneSided[1].length === 2 || oneSided[1] === '≤' || oneSided[1] === '≥'
        ? inclusiveBound(value)
        : exclusiveBound(value);
    return oneSided[1].startsWith('<') || oneSided[1] === '≤' ? { high: bound } : { low: bound };
  }
  return null;
}

/**
 * The interval a lab printed the wrong way round ('5.1-3.5': low above high), as written; null for any other
 * text. parseRangeText never reads such a range, and this is how the delivery knows to keep it for review.
 */
export function invertedRangeText(text: string): Interval | null {
  const between = BETWEEN.exec(withoutUnit(text.trim()));
  if (between?.[1] === undefined || between[2] === undefined) return null;
  const low = toNumber(between[1]);
  const high = toNumber(between[2]);
  return low > high ? { low: inclusiveBound(low), high: inclusiveBound(high) } : null;
}

/** A unit printed after the range ('0-10 ug/dL', '<9 g/dL'): the value's own unit says the same, so it is dropped. */
function withoutUnit(text: string): string {
  const match = /^(.*\d)\s*([A-Za-zµμ%][^\s]*)$/u.exec(text);
  return match?.[1] === undefined || /\bto$/iu.test(match[1]) ? text : match[1].trim();
}

/**
 * An OBX-7 some systems send in components rather than as one text: 'low^high' ('3.5^5.1'), or the upper
 * limit alone after empty components ('^^10', read as at most 10). The text it stands for, or null when the
 * components hold no numbers.
 */
export function rangeTextOfComponents(components: readonly string[]): string | null {
  const filled = components.map((each) => each.trim());
  const numbers = filled.filter((each) => each !== '');
  if (numbers.length === 0 || numbers.some((each) => !new RegExp(`^${NUMBER}$`, 'u').test(each))) return null;
  if (numbers.length === 2) return `${numbers[0]}-${numbers[1]}`;
  if (numbers.length !== 1) return null;
  const [only] = numbers;
  return filled[0] === '' ? `<=${only}` : `>=${only}`;
}

/** An interval as people read it: '3.5–5.1 mmol/L', '< 5.2 mmol/L', '≥ 40 mg/dL'. */
export function formatInterval(interval: Interval, unit = ''): string {
  const { low, high } = interval;
  const suffix = unit === '' ? '' : ` ${unit}`;
  if (low !== undefined && high !== undefined) {
    if (low.inclusive && high.inclusive) return `${low.value}–${high.value}${suffix}`;
    return `${lowText(low)} and ${highText(high)}${suffix}`;
  }
  if (low !== undefined) return `${lowText(low)}${suffix}`;
  if (high !== undefined) return `${highText(high)}${suffix}`;
  return 'any value';
}

const lowText = (bound: Bound) => `${bound.inclusive ? '≥' : '>'} ${bound.value}`;
const highText = (bound: Bound) => `${bound.inclusive ? '≤' : '<'} ${bound.value}`;
