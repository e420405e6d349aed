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

  it('quotes a cell holding the separator of any locale: comma, semicolon or tab', () => {
    expect(['a;b', 'a\tb', 'Rao; Asha', '1,5', 'plain text'].map(csvCell)).toEqual([
      '"a;b"',
      '"a\tb"',
      '"Rao; Asha"',
      '"1,5"',
      'plain text',
    ]);
    // Opened where ';' separates cells, the row still has two cells, not three.
    expect(toCsv(['Name', 'Guess'], [['Rao; Asha', 'Mine Digging']])).toBe(
      'Name,Guess\r\n"Rao; Asha",Mine Digging\r\n',
    );
  });

  it('turns formula-looking cells into text for spreadsheets', () => {
    expect(['=SUM(A1)', '+91', '-1', '@cmd', '\tx', 'plain'].map(csvCell)).toEqual([
      "'=SUM(A1)",
      "'+91",
      "'-1",
      "'@cmd",
      `"'\tx"`,
      'plain',
    ]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('=1+2;3')).toBe(`"'=1+2;3"`);
    expect(csvCell('\r=cmd')).toBe(`"'\r=cmd"`);
  });

  it('writes empty cells for missing values and booleans as words', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, true]])).toBe('a,b,c\r\n,,true\r\n');
  });
});
