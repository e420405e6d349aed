import { SIGN_IN_RETURN_PARAM, signInAddress, sitePath } from '../sign-in-return';

test('a path of this site is kept', () => {
  expect(sitePath('/great-step/events/competitions/Geobotics')).toBe('/great-step/events/competitions/Geobotics');
});

test.each([
  ['another origin', '//evil.example'],
  ['another origin, as a browser reads a backslash', '/\\evil.example'],
  ['a backslash further on', '/a\\b'],
  ['a full address', 'https://evil.example/'],
  ['a relative path', 'profile'],
  ['a line break', '/a\nb'],
  ['not a string', 42],
])('%s is refused', (_case, value) => {
  expect(sitePath(value)).toBeUndefined();
});

test("Sign In's address names the page to come back to, read back as it was", () => {
  const from = '/great-step/events/competitions/Mine-A-Thon?x=1&y=2';
  const address = signInAddress('/signin', from);
  expect(address.startsWith('/signin?')).toBe(true);
  expect(new URL(address, 'http://site.test').searchParams.get(SIGN_IN_RETURN_PARAM)).toBe(from);
});
