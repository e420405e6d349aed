import { IF_NONE_MATCH_MAX_LENGTH, ifNoneMatchNames } from '../if-none-match';

describe('reading If-None-Match', () => {
  const etag = '"AbC123-br"';

  it('finds the validator among others, whatever the spaces around the commas', () => {
    expect(ifNoneMatchNames(etag, etag)).toBe(true);
    expect(ifNoneMatchNames(`"old" ,   ${etag} , "older"`, etag)).toBe(true);
    expect(ifNoneMatchNames(`"old",${etag}`, etag)).toBe(true);
    expect(ifNoneMatchNames('"old", "older"', etag)).toBe(false);
    expect(ifNoneMatchNames(undefined, etag)).toBe(false);
  });

  it('compares weakly, as If-None-Match does, and takes * for any validator', () => {
    expect(ifNoneMatchNames(`W/${etag}`, etag)).toBe(true);
    expect(ifNoneMatchNames(etag, `W/${etag}`)).toBe(true);
    expect(ifNoneMatchNames('*', etag)).toBe(true);
    // Another encoding's body has another validator: it must never be taken for this one.
    expect(ifNoneMatchNames('"AbC123-gz"', etag)).toBe(false);
  });

  it(`does not read a header longer than ${IF_NONE_MATCH_MAX_LENGTH} characters: the body is sent whole`, () => {
    const padded = `"a"${' '.repeat(16_000)},${etag}`;
    expect(ifNoneMatchNames(padded, etag)).toBe(false);
    const longest = `${' '.repeat(IF_NONE_MATCH_MAX_LENGTH - etag.length)}${etag}`;
    expect(longest).toHaveLength(IF_NONE_MATCH_MAX_LENGTH);
    expect(ifNoneMatchNames(longest, etag)).toBe(true);
  });
});
