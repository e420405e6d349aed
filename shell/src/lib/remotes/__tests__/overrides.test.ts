import { addressWithout, originAllowed } from '../overrides';

test.each([
  ['http://localhost:3002/mf-manifest.json', ['http://localhost:*'], true],
  ['http://localhost/mf-manifest.json', ['http://localhost:*'], true],
  ['https://localhost:3002/mf-manifest.json', ['http://localhost:*'], false],
  ['http://localhost.evil.net:3002/x.json', ['http://localhost:*'], false],
  ['https://cdn.example.org/events/mf-manifest.json', ['https://cdn.example.org'], true],
  ['https://cdn.example.org:8443/events/mf-manifest.json', ['https://cdn.example.org'], false],
  ['https://a.cdn.example.org/mf-manifest.json', ['https://*.example.org'], true],
  ['https://example.org/mf-manifest.json', ['https://*.example.org'], false],
  ['javascript:alert(1)', ['*'], false],
  ['https://anywhere.example/x.json', ['*'], true],
  ['http://localhost:3002/x.json', [], false],
])('%s with allowed origins %j: %s', (url, patterns, allowed) => {
  expect(originAllowed(url, patterns)).toBe(allowed);
});

test("a reset keeps the other remotes' override parameters", () => {
  const href = 'http://site/great-step/events?override=events%3Dhttp%3A%2F%2Fa&override=account%3Dhttp%3A%2F%2Fb&x=1';
  const url = new URL(addressWithout(href, ['events']));
  expect(url.searchParams.getAll('override')).toEqual(['account=http://b']);
  expect(url.searchParams.get('x')).toBe('1');
});
