import { csvCell, toCsv } from '../csv';

describe('CSV writer', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, with CRLF records', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['two\nlines', 3],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n"two\nlines",3\r\n');
  });

  it('turns formula-looking cells into text for spreadsheets', () => {
    expect(['=SUM(A1)', '+91', '-1', '@cmd', '\tx', 'plain'].map(csvCell)).toEqual([
      "'=SUM(A1)",
      "'+91",
      "'-1",
      "'@cmd",
      "'\tx",
      'plain',
    ]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('writes empty cells for missing values and booleans as words', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, true]])).toBe('a,b,c\r\n,,true\r\n');
  });
});
