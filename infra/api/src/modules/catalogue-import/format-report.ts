import type { ImportReport } from './import-catalogue';

/** The report as the import script prints it: the outcome, then one line per rejected cell. */
export function formatImportReport(report: ImportReport, options: { skipInvalid: boolean }): string {
  const lines: string[] = [];
  if (report.imported) {
    lines.push(
      `Imported ${report.rows - countRows(report)} of ${report.rows} rows: ${report.testsCreated} tests created, ` +
        `${report.testsUpdated} updated, ${report.pricesWritten} prices written.`,
    );
  } else if (report.rejected.length > 0) {
    lines.push(
      options.skipInvalid
        ? `Nothing imported: no row of ${report.rows} could be imported.`
        : `Nothing imported: ${countRows(report)} of ${report.rows} rows were rejected. ` +
            'Fix them, or run again with --skip-invalid to import only the valid rows.',
    );
  } else {
    lines.push('Nothing imported: the file has no rows.');
  }
  if (report.rejected.length > 0) {
    lines.push('', 'Rejected rows:', 'row\tcolumn\treason');
    for (const problem of report.rejected) lines.push(`${problem.row}\t${problem.column}\t${problem.reason}`);
  }
  return lines.join('\n');
}

/** How many distinct rows were rejected (a row may have several rejected cells). */
function countRows(report: ImportReport): number {
  return new Set(report.rejected.filter((problem) => problem.row > 1).map((problem) => problem.row)).size;
}
