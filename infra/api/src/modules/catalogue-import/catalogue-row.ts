import { isValidLoinc } from './loinc';

/** The columns a catalogue file may have; slug, name, category and price are required. */
export const CATALOGUE_COLUMNS = [
  'slug',
  'name',
  'category',
  'sample_type',
  'turnaround_days',
  'fasting',
  'nursing',
  'loinc',
  'synonyms',
  'description',
  'preparation',
  'audience',
  'faq',
  'price',
  'price_list',
  'valid_from',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly CatalogueColumn[] = ['slug', 'name', 'category', 'price'];

export const SAMPLE_TYPES = ['blood', 'urine', 'stool', 'swab', 'saliva'] as const;
const MAX_PRICE_MINOR = 9_999_999;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A rejected cell: the row as a spreadsheet numbers it, the column, and why. */
export interface RowProblem {
  row: number;
  column: string;
  reason: string;
}

/** What one valid row says; optional catalogue fields are undefined when the file has no such column. */
export interface CatalogueRow {
  row: number;
  slug: string;
  name: string;
  categorySlug: string;
  sampleType?: string | null;
  turnaroundDays?: number | null;
  requiresFasting?: boolean;
  /** Whether a nurse takes the sample; without the column it follows the sample type. */
  requiresNursing?: boolean;
  loincCode?: string | null;
  synonyms?: string[];
  description?: string | null;
  preparation?: string | null;
  /** Whom the test is meant for. */
  audience?: string | null;
  /** Questions about the test with their answers. */
  faq?: { question: string; answer: string }[];
  priceMinor: number;
  priceListCode: string;
  validFrom: Date;
}

export interface RowContext {
  categories: ReadonlySet<string>;
  priceLists: ReadonlySet<string>;
  /** Prices without valid_from take effect at the start of this day (UTC). */
  today: Date;
}

type Cells = Partial<Record<CatalogueColumn, string>>;
type Parsed<T> = { value: T } | { reason: string };

/** Checks one row cell by cell, so the report names every problem of the row at once. */
export function readCatalogueRow(row: number, cells: Cells, context: RowContext): CatalogueRow | RowProblem[] {
  const problems: RowProblem[] = [];
  const take = <T>(column: CatalogueColumn, parse: (text: string) => Parsed<T>): T | undefined => {
    const text = cells[column];
    if (text === undefined) return undefined;
    // The database cannot store a NUL character; a file holding one is damaged or hostile.
    const parsed = text.includes('\u0000') ? { reason: 'contains a NUL character' } : parse(text.trim());
    if ('reason' in parsed) {
      problems.push({ row, column, reason: parsed.reason });
      return undefined;
    }
    return parsed.value;
  };

  const slug = take('slug', parseSlug);
  const name = take('name', (text) => boundedText(text, 2, 255, true));
  const categorySlug = take('category', (text) =>
    context.categories.has(text)
      ? { value: text }
      : { reason: text === '' ? 'is required' : `unknown category '${text}'` },
  );
  const sampleType = take('sample_type', parseSampleType);
  const turnaroundDays = take('turnaround_days', (text) => optionalInteger(text, 0, 365));
  const requiresFasting = take('fasting', parseYesNo);
  // A blank cell leaves it to the sample type, as a file without the column does.
  const requiresNursing = take<boolean | undefined>('nursing', (text) =>
    text === '' ? { value: undefined } : parseYesNo(text),
  );
  const loincCode = take('loinc', parseLoinc);
  const synonyms = take('synonyms', parseSynonyms);
  const description = take('description', (text) => optionalText(text, 2000));
  const preparation = take('preparation', (text) => optionalText(text, 1000));
  const audience = take('audience', (text) => optionalText(text, 1000));
  const faq = take('faq', parseFaq);
  const priceMinor = take('price', parsePrice);
  const priceListCode = take('price_list', (text) => {
    const code = text === '' ? 'default' : text;
    return context.priceLists.has(code) ? { value: code } : { reason: `unknown price list '${code}'` };
  });
  const validFrom = take('valid_from', (text) => (text === '' ? { value: context.today } : parseDay(text)));

  if (problems.length > 0 || slug === undefined || name === undefined || categorySlug === undefined) return problems;
  if (priceMinor === undefined) return problems;
  return {
    row,
    slug,
    name,
    categorySlug,
    ...(sampleType === undefined ? {} : { sampleType }),
    ...(turnaroundDays === undefined ? {} : { turnaroundDays }),
    ...(requiresFasting === undefined ? {} : { requiresFasting }),
    ...(requiresNursing === undefined ? {} : { requiresNursing }),
    ...(loincCode === undefined ? {} : { loincCode }),
    ...(synonyms === undefined ? {} : { synonyms }),
    ...(description === undefined ? {} : { description }),
    ...(preparation === undefined ? {} : { preparation }),
    ...(audience === undefined ? {} : { audience }),
    ...(faq === undefined ? {} : { faq }),
    priceMinor,
    priceListCode: priceListCode ?? 'default',
    validFrom: validFrom ?? context.today,
  };
}

function parseSlug(text: string): Parsed<string> {
  if (text === '') return { reason: 'is required' };
  if (text.length > 100) return { reason: 'must be at most 100 characters' };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)) return { reason: 'must be lower-case letters, digits and single dashes' };
  return { value: text };
}

function boundedText(text: string, min: number, max: number, required: boolean): Parsed<string> {
  if (text === '' && required) return { reason: 'is required' };
  const length = [...text].length;
  if (length < min || length > max) return { reason: `must be from ${min} to ${max} characters` };
  return { value: text };
}

function optionalText(text: string, max: number): Parsed<string | null> {
  if (text === '') return { value: null };
  return [...text].length <= max ? { value: text } : { reason: `must be at most ${max} characters` };
}

function optionalInteger(text: string, min: number, max: number): Parsed<number | null> {
  if (text === '') return { value: null };
  if (!/^\d+$/.test(text)) return { reason: 'must be a whole number' };
  const value = Number(text);
  return value >= min && value <= max ? { value } : { reason: `must be from ${min} to ${max}` };
}

function parseSampleType(text: string): Parsed<string | null> {
  if (text === '') return { value: null };
  const lower = text.toLowerCase();
  return SAMPLE_TYPES.some((type) => type === lower)
    ? { value: lower }
    : { reason: `must be one of: ${SAMPLE_TYPES.join(', ')}` };
}

function parseYesNo(text: string): Parsed<boolean> {
  const lower = text.toLowerCase();
  if (['', 'no', 'n', 'false', '0', 'nie'].includes(lower)) return { value: false };
  if (['yes', 'y', 'true', '1', 'tak'].includes(lower)) return { value: true };
  return { reason: 'must be yes or no' };
}

function parseLoinc(text: string): Parsed<string | null> {
  if (text === '') return { value: null };
  return isValidLoinc(text) ? { value: text } : { reason: `'${text}' is not a valid LOINC code (check digit)` };
}

/** Synonyms separated by '|' (commas and semicolons may be the file's own delimiter). */
function parseSynonyms(text: string): Parsed<string[]> {
  const synonyms = text
    .split('|')
    .map((synonym) => synonym.trim())
    .filter((synonym) => synonym !== '');
  if (synonyms.length > 30) return { reason: 'must be at most 30 synonyms' };
  if (synonyms.some((synonym) => [...synonym].length > 100))
    return { reason: 'each synonym must be at most 100 characters' };
  return { value: synonyms };
}

/**
 * Questions and answers written 'question :: answer', entries separated by '||' (a single '|' separates synonyms,
 * and commas or semicolons may be the file's own delimiter). A blank cell clears them.
 */
function parseFaq(text: string): Parsed<{ question: string; answer: string }[]> {
  const entries = text
    .split('||')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length > 20) return { reason: 'must be at most 20 questions' };
  const faq: { question: string; answer: string }[] = [];
  for (const entry of entries) {
    const separator = entry.indexOf('::');
    const question = separator < 0 ? '' : entry.slice(0, separator).trim();
    const answer = separator < 0 ? '' : entry.slice(separator + 2).trim();
    if (question === '' || answer === '') return { reason: "each question must be written 'question :: answer'" };
    if ([...question].length > 200) return { reason: 'each question must be at most 200 characters' };
    if ([...answer].length > 1000) return { reason: 'each answer must be at most 1000 characters' };
    faq.push({ question, answer });
  }
  return { value: faq };
}

/** '39', '39.00' or '39,00' in the shop's currency, stored in minor units. */
function parsePrice(text: string): Parsed<number> {
  if (text === '') return { reason: 'is required' };
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return { reason: 'must be an amount such as 39.00' };
  const [, units = '0', cents = ''] = match;
  const minor = Number(units) * 100 + Number(cents.padEnd(2, '0'));
  return minor <= MAX_PRICE_MINOR ? { value: minor } : { reason: 'must be at most 99999.99' };
}

function parseDay(text: string): Parsed<Date> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { reason: 'must be a date written YYYY-MM-DD' };
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1;
  return real && date.getUTCDate() === Number(day) ? { value: date } : { reason: `${text} is not a real date` };
}

export function startOfDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}
