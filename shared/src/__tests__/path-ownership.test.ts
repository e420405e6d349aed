import {
  isSameOriginPath,
  judgeRoutes,
  mayServePath,
  patternWithin,
  pathWithin,
  type RemoteScopes,
} from '../path-ownership';

const SCOPES: RemoteScopes = {
  marketing: { paths: ['/', '/tmes'], links: ['home'] },
  events: { paths: ['/great-step/events/*'], links: ['events'] },
  account: { paths: ['/signin', '/changePassword/*', '/organisers/*'], links: ['signin'] },
};

test.each([
  ['/great-step/events', 'events', true],
  ['/Great-Step/Events/competitions/:eventId', 'events', true],
  ['/great-step/events/*', 'events', true],
  ['/great-step/events/team/join/:token', 'events', true],
  ['/great-step', 'events', false],
  ['/great-step/:section/competitions', 'events', false],
  ['/*', 'events', false],
  ['/:page', 'marketing', false],
  ['/', 'marketing', true],
  ['/tmes/', 'marketing', true],
  ['/tmes/*', 'marketing', false],
  ['/tmes/:id', 'marketing', false],
  ['/signin', 'account', true],
  ['/SIGNIN', 'account', true],
  ['/signin/*', 'account', false],
  ['/organisers', 'account', true],
  ['/organisers/*', 'account', true],
  ['/changePassword/:email/:token', 'account', true],
  ['/great-step/events/../../signin', 'events', false],
  ['/great-step/events//x', 'events', false],
  ['/great-step/events/%2e%2e', 'events', false],
  ['/great-step/events/a\\b', 'events', false],
  ['/great-step/events/*/x', 'events', false],
  ['great-step/events', 'events', false],
])('the pattern %s is within %s: %s', (pattern, remote, within) => {
  expect(patternWithin(pattern, SCOPES[remote])).toBe(within);
});

test('a concrete path is within a scope by its fixed parts, in any case', () => {
  expect(pathWithin('/great-step/events/competitions/QS', SCOPES.events)).toBe(true);
  expect(pathWithin('/signin', SCOPES.events)).toBe(false);
  expect(pathWithin('/great-step/events/:id', SCOPES.events)).toBe(false);
  expect(mayServePath('account', '/changePassword/a@b.co/tok', SCOPES)).toBe(true);
});

test.each([
  ['/signin', true],
  ['/great-step/events', true],
  ['/', true],
  ['//evil.example/signin', false],
  ['/\\evil.example/signin', false],
  ['/signin\\x', false],
  ['javascript:alert(1)', false],
  ['https://evil.example/', false],
  ['/sign in', false],
  ['/signin\n', false],
  ['/great-step/../signin', false],
])('%s is a same-origin path: %s', (value, same) => {
  expect(isSameOriginPath(value)).toBe(same);
});

test("a remote's routes and links are cut back to its own, each refusal said", () => {
  expect(
    judgeRoutes(
      'events',
      {
        paths: ['/great-step/events', '/signin', '/*'],
        links: { events: '/great-step/events', signin: '/signin', other: 'x' },
      },
      SCOPES,
    ),
  ).toEqual({
    paths: ['/great-step/events'],
    links: { events: '/great-step/events' },
    problems: [
      'the route /signin is outside the paths events owns',
      'the route /* is outside the paths events owns',
      'the link "signin" is not one events may publish',
      'the link "other" is not one events may publish',
    ],
  });
});

test('a remote the composition does not name may claim fixed paths nobody owns, and no link', () => {
  expect(
    judgeRoutes(
      'gallery',
      { paths: ['/gallery', '/gallery/:id', '/signin', '/*'], links: { gallery: '/gallery' } },
      SCOPES,
    ),
  ).toEqual({
    paths: ['/gallery'],
    links: {},
    problems: [
      'the route /gallery/:id is outside the paths gallery owns',
      'the route /signin is outside the paths gallery owns',
      'the route /* is outside the paths gallery owns',
      'the link "gallery" is not one gallery may publish',
    ],
  });
});
