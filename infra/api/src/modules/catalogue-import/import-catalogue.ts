import type { Database } from '../../db/client';
import {
  CATALOGUE_COLUMNS,
  REQUIRED_COLUMNS,
  readCatalogueRow,
  startOfDay,
  type CatalogueColumn,
  type CatalogueRow,
  type RowProblem,
} from './catalogue-row';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './parse-csv';
import { readKnownNames, writeCatalogueRows } from './store';

export interface ImportOptions {
  /** Import the valid rows and report the rest, instead of importing nothing when a row is rejected. */
  skipInvalid?: boolean;
  now?: Date;
}

export interface ImportReport {
  /** Data rows read (the header and blank rows not counted). */
  rows: number;
  /** Whether anything was written. */
  imported: boolean;
  testsCreated: number;
  testsUpdated: number;
  pricesWritten: number;
  rejected: RowProblem[];
}

/** Catalogue fields that must read the same on every row of one test (a test may have a row per price list). */
const CATALOGUE_FIELDS = [
  ['name', 'name'],
  ['categorySlug', 'category'],
  ['sampleType', 'sample_type'],
  ['turnaroundDays', 'turnaround_days'],
  ['requiresFasting', 'fasting'],
  ['requiresNursing', 'nursing'],
  ['loincCode', 'loinc'],
  ['synonyms', 'synonyms'],
  ['description', 'description'],
  ['preparation', 'preparation'],
  ['audience', 'audience'],
  ['faq', 'faq'],
] as const satisfies readonly (readonly [keyof CatalogueRow, CatalogueColumn])[];

/**
 * Imports a lab's catalogue and price list from CSV. Every row is checked first, and the report names each rejected
 * cell. Unless skipInvalid is set, one rejected row means nothing is written; what is written is written in one
 * transaction, so a failure half-way leaves the catalogue as it was. Tests are matched by slug: a known slug is
 * updated (only in the columns the file has), a new one created. A price is added to the list's history from its
 * day on, or replaces the price the list already had from that same day.
 */
export async function importCatalogueCsv(
  db: Database,
  csv: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  let records: CsvRecord[];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return emptyReport(0, [{ row: error.row, column: '-', reason: error.message.replace(/^Row \d+: /, '') }]);
  }
  const [header, ...body] = records;
  if (!header) return emptyReport(0, [{ row: 1, column: '-', reason: 'the file is empty' }]);
  const columns = readHeader(header);
  if ('problems' in columns) return emptyReport(body.length, columns.problems);

  const known = await readKnownNames(db);
  const bundleSlugs = known.bundleSlugs;
  const context = {
    categories: known.categorySlugs,
    priceLists: known.priceListCodes,
    today: startOfDay(options.now ?? new Date()),
  };
  const rejected: RowProblem[] = [];
  const valid: CatalogueRow[] = [];
  for (const record of body) {
    const cells: Partial<Record<CatalogueColumn, string>> = {};
    columns.names.forEach((name, index) => (cells[name] = record.fields[index] ?? ''));
    if (record.fields.length > columns.names.length) {
      rejected.push({
        row: record.row,
        column: '-',
        reason: `has ${record.fields.length} fields, the header has ${columns.names.length}`,
      });
      continue;
    }
    const read = readCatalogueRow(record.row, cells, context);
    if (Array.isArray(read)) rejected.push(...read);
    else if (bundleSlugs.has(read.slug)) {
      rejected.push({
        row: record.row,
        column: 'slug',
        reason: 'belongs to a package; this file imports single tests',
      });
    } else valid.push(read);
  }
  const consistent = rejectInconsistentRows(valid, rejected);

  if (rejected.length > 0 && !options.skipInvalid) return emptyReport(body.length, rejected);
  if (consistent.length === 0) return emptyReport(body.length, rejected);
  const written = await writeCatalogueRows(db, consistent);
  return { rows: body.length, imported: true, ...written, rejected };
}

function emptyReport(rows: number, rejected: RowProblem[]): ImportReport {
  return { rows, imported: false, testsCreated: 0, testsUpdated: 0, pricesWritten: 0, rejected };
}

function readHeader(header: CsvRecord): { names: CatalogueColumn[] } | { problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const names: CatalogueColumn[] = [];
  header.fields.forEach((raw) => {
    const name = raw.trim().toLowerCase();
    const known = CATALOGUE_COLUMNS.find((column) => column === name);
    if (!known)
      problems.push({ row: header.row, column: raw, reason: `unknown column; known: ${CATALOGUE_COLUMNS.join(', ')}` });
    else if (names.includes(known)) problems.push({ row: header.row, column: raw, reason: 'the column appears twice' });
    else names.push(known);
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!names.includes(required))
      problems.push({ row: header.row, column: required, reason: 'required column is missing' });
  }
  return problems.length > 0 ? { problems } : { names };
}

/** A test's rows must agree on its catalogue fields, and one list cannot price a test twice from the same day. */
function rejectInconsistentRows(rows: CatalogueRow[], rejected: RowProblem[]): CatalogueRow[] {
  const firstBySlug = new Map<string, CatalogueRow>();
  const priceKeys = new Map<string, number>();
  return rows.filter((row) => {
    const first = firstBySlug.get(row.slug);
    if (first) {
      const differing = CATALOGUE_FIELDS.find(([field]) => JSON.stringify(row[field]) !== JSON.stringify(first[field]));
      if (differing) {
        rejected.push({
          row: row.row,
          column: differing[1],
          reason: `differs from row ${first.row} for the same slug`,
        });
        return false;
      }
    } else {
      firstBySlug.set(row.slug, row);
    }
    const key = `${row.slug}/${row.priceListCode}/${row.validFrom.toISOString()}`;
    const earlier = priceKeys.get(key);
    if (earlier !== undefined) {
      rejected.push({
        row: row.row,
        column: 'valid_from',
        reason: `row ${earlier} already prices this test in this list from this day`,
      });
      return false;
    }
    priceKeys.set(key, row.row);
    return true;
  });
}
