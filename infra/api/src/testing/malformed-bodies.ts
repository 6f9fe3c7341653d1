import fc from 'fast-check';

/** A request body as it goes on the wire: its content type and its exact text. */
export interface RawBody {
  contentType: string | null;
  text: string;
}

/**
 * Text a form should never hold, and that has broken servers before: NUL (PostgreSQL refuses it in text and JSON),
 * unpaired halves of a surrogate pair, numbers written as words, digits of other scripts, injection attempts, and
 * text far longer than any field.
 */
const NASTY_TEXT = [
  '\u0000',
  'Anna\u0000Kowalska',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '١٢٣',
  '𝟙𝟚𝟛',
  '',
  '   ',
  "'; DROP TABLE accounts; --",
  '%00',
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  '00000000-0000-0000-0000-000000000000',
  'ż'.repeat(5_000),
];

/** Numbers beyond what a whole-number column holds, past exact doubles, and fractions where wholes are expected. */
const NASTY_NUMBERS = [
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  1e21,
  1e300,
  -1e300,
  0.5,
  -1,
  5e-324,
];

/** Stands for a number JSON.stringify cannot write; replaced in the text afterwards. */
const RAW_NUMBER_MARK = '__raw_number__';
/** Numbers JSON allows but a double cannot hold (1e400 parses as Infinity) or that lose digits. */
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '-0.0e-400'];

const nastyKey = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '__proto__', 'constructor', '', 'x'.repeat(300));

/** A value that does not belong where it is put: nasty text, a nasty number, another type, an empty container. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constant(RAW_NUMBER_MARK) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [[[]]], { $ne: null }) },
);

/** Any JSON value, its leaves often nasty and its keys sometimes too. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyValue,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), nastyKey), tie('value'), { maxKeys: 4 }),
  ),
})).value;

function asJson(value: unknown): RawBody {
  const text = JSON.stringify(value) ?? 'null';
  const withRawNumbers = text.replaceAll(`"${RAW_NUMBER_MARK}"`, () => RAW_NUMBERS[text.length % RAW_NUMBERS.length]!);
  return { contentType: 'application/json', text: withRawNumbers };
}

/** JSON nested far deeper than any form, in arrays or objects. */
const deepNesting = fc
  .record({ depth: fc.integer({ min: 33, max: 20_000 }), objects: fc.boolean() })
  .map(({ depth, objects }): RawBody => ({
    contentType: 'application/json',
    text: objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`,
  }));

/** Text that is not JSON, or JSON under another name, or nothing at all. */
const notJson = fc.oneof(
  fc.constantFrom<RawBody>(
    { contentType: 'application/json', text: '' },
    { contentType: 'application/json', text: '{"a":' },
    { contentType: 'application/json', text: '{"a":1}{"b":2}' },
    { contentType: 'application/json', text: '{"__proto__":{"isAdmin":true}}' },
    { contentType: 'application/json', text: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { contentType: 'application/json', text: '\uFEFF{}' },
    { contentType: 'application/json; charset=utf-16', text: '{}' },
    { contentType: 'text/plain', text: '{"login":"a","password":"b"}' },
    { contentType: 'application/x-www-form-urlencoded', text: 'a=%00&b=%ED%A0%80&c[d]=1' },
    { contentType: 'multipart/form-data; boundary=x', text: '--x\r\n\r\n--x--' },
    { contentType: null, text: '' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text): RawBody => ({ contentType: 'application/json', text })),
);

const FORM = 'application/x-www-form-urlencoded';

/** A mutated form's fields as a browser would post them: every value as text. */
function asForm(json: string): string {
  let fields: unknown;
  try {
    fields = JSON.parse(json);
  } catch {
    // A raw number made the text unreadable as JSON: post it as one field.
    return new URLSearchParams({ value: json }).toString();
  }
  if (typeof fields !== 'object' || fields === null) return new URLSearchParams({ value: String(fields) }).toString();
  return new URLSearchParams(
    Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
}

/** Every path to a value inside `value`, the root included. */
function pathsIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => pathsIn(item, [...path, index]))];
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsIn(item, [...path, key]))];
  }
  return here;
}

type Change = 'replace' | 'remove' | 'wrap-in-list' | 'rename-key';

function changedAt(value: unknown, path: readonly (string | number)[], change: Change, by: unknown): unknown {
  if (path.length === 0) {
    if (change === 'wrap-in-list') return [value];
    return change === 'remove' ? {} : by;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    if (rest.length === 0 && change === 'remove') copy.splice(head, 1);
    else copy[head] = changedAt(value[head], rest, change, by);
    return copy;
  }
  if (typeof value === 'object' && value !== null && typeof head === 'string') {
    const entries = Object.entries(value);
    if (rest.length > 0 || change === 'replace' || change === 'wrap-in-list') {
      return Object.fromEntries(
        entries.map(([key, item]) => [key, key === head ? changedAt(item, rest, change, by) : item]),
      );
    }
    if (change === 'remove') return Object.fromEntries(entries.filter(([key]) => key !== head));
    const renamed = typeof by === 'string' ? by : '\u0000';
    return Object.fromEntries(entries.map(([key, item]) => [key === head ? renamed : key, item]));
  }
  return value;
}

/** A valid request with one part of it broken: a value replaced, removed, put in a list, or its key renamed. */
function mutationsOf(sample: unknown): fc.Arbitrary<RawBody> {
  const paths = pathsIn(sample);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      change: fc.constantFrom<Change>('replace', 'replace', 'replace', 'remove', 'wrap-in-list', 'rename-key'),
      by: fc.oneof(nastyValue, nastyKey),
      again: fc.option(fc.record({ path: fc.constantFrom(...paths), by: nastyValue }), { nil: null }),
    })
    .map(({ path, change, by, again }) => {
      const once = changedAt(sample, path, change, by);
      return asJson(again === null ? once : changedAt(once, again.path, 'replace', again.by));
    });
}

/**
 * Bodies for a write route: mostly its own valid request broken in one or two places (so the request gets past the
 * first checks), the rest any JSON at all, JSON nested too deeply, and text that is not JSON. A route whose body is
 * not JSON (a form, a lab message) gives its own sample's content type to its mutations.
 */
export function malformedBodies(sample: { contentType: string; value: unknown } | null): fc.Arbitrary<RawBody> {
  const generic = [
    { weight: 2, arbitrary: anyValue.map(asJson) },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: notJson },
  ];
  if (sample === null) return fc.oneof(...generic);
  const mutated = mutationsOf(sample.value).map((body) => ({
    contentType: sample.contentType,
    text: sample.contentType === FORM ? asForm(body.text) : body.text,
  }));
  return fc.oneof({ weight: 5, arbitrary: mutated }, ...generic);
}

/** What a path parameter may be: a record of the test's own, an unknown id, or something that is no id at all. */
export function pathValues(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'not-an-id',
        '%00',
        '%ED%A0%80',
        '..',
        'a'.repeat(101),
        '-1',
        '99999999999999999999',
        encodeURIComponent("' or 1=1 --"),
        encodeURIComponent('\u0000'),
        'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
      ),
    },
  );
}
