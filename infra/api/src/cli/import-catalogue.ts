import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatImportReport } from '../modules/catalogue-import/format-report';
import { importCatalogueCsv } from '../modules/catalogue-import/import-catalogue';
import { readConfig } from '../platform/config';
import { openDatabase } from './open-database';

const USAGE = 'Usage: npm run import:catalogue -w @labshop/api -- <file.csv> [--skip-invalid]';

/**
 * Imports a lab's catalogue and price list from a CSV file into the shop's database and prints a report of the
 * rejected rows. Exit code 0: imported; 1: rows were rejected and nothing was imported (or the import failed);
 * 2: the command was not understood.
 */
async function main(args: string[]): Promise<number> {
  const skipInvalid = args.includes('--skip-invalid');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknownFlags = args.filter((arg) => arg.startsWith('--') && arg !== '--skip-invalid');
  if (files.length !== 1 || unknownFlags.length > 0) {
    console.error(USAGE);
    return 2;
  }
  // npm runs the script in this package's folder; a relative path means relative to where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0] ?? '');
  const csv = await readFile(file, 'utf8');
  const database = await openDatabase(readConfig());
  try {
    const startedAt = Date.now();
    const report = await importCatalogueCsv(database.db, csv, { skipInvalid });
    console.log(formatImportReport(report, { skipInvalid }));
    console.log(`(${Date.now() - startedAt} ms)`);
    return report.imported ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The import failed, and nothing was imported:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
