import { CsvSyntaxError, parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const records = parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n');

    expect(records).toEqual([
      { row: 1, fields: ['a', 'b', 'c'] },
      { row: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
    ]);
  });

  it('separates by semicolons when the header does, as Polish spreadsheets export', () => {
    expect(parseCsv('slug;price\ntsh;22,00')).toEqual([
      { row: 1, fields: ['slug', 'price'] },
      { row: 2, fields: ['tsh', '22,00'] },
    ]);
  });

  it('skips blank rows but keeps counting them, and ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFa\n\nb\n')).toEqual([
      { row: 1, fields: ['a'] },
      { row: 3, fields: ['b'] },
    ]);
  });

  it('keeps empty fields, including a last one', () => {
    expect(parseCsv('a,,c,\n')).toEqual([{ row: 1, fields: ['a', '', 'c', ''] }]);
  });

  it('refuses a quoted field that is never closed, naming its row', () => {
    expect(() => parseCsv('a\n"open')).toThrow(new CsvSyntaxError(2, 'a quoted field is not closed'));
  });
});
