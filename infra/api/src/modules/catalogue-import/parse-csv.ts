/** One record of a CSV file: its number (the header is record 1) and its fields. */
export interface CsvRecord {
  row: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(`Row ${row}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * RFC 4180 CSV as spreadsheets export it: quoted fields may hold the delimiter, doubled quotes and line breaks;
 * lines end in LF or CRLF; a leading byte-order mark is ignored. The delimiter is a comma, or a semicolon when the
 * header has semicolons and no commas (Polish spreadsheets write decimal commas and so separate by semicolons).
 * Rows count from 1 (the header) and include blank lines, so a report's row number is the row a spreadsheet
 * shows; blank rows themselves are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let row = 1;
  const endRecord = () => {
    fields.push(field);
    const blank = fields.length === 1 && fields[0] === '';
    if (!blank) records.push({ row, fields });
    row += 1;
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        field += character;
      }
    } else if (character === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (character === delimiter) {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (character === '\n' || (character === '\r' && source[index + 1] === '\n')) {
      if (character === '\r') index += 1;
      endRecord();
    } else {
      field += character;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError(row, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
