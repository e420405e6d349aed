import { findRouteOwner } from '../route-table';

test.each([
  ['/', 'marketing'],
  ['/tmes', 'marketing'],
  ['/aboutus', 'marketing'],
  ['/sample', 'marketing'],
  ['/great-step/events', 'events'],
  ['/great-step/events/competitions', 'events'],
  ['/great-step/events/workshops', 'events'],
  ['/great-step/events/panel-discussion', 'events'],
  ['/great-step/events/competitions/QS', 'events'],
  ['/great-step/events/competitions/Mine-A-Thon', 'events'],
  ['/signin', 'account'],
  ['/signup', 'account'],
  ['/profile', 'account'],
  ['/payment', 'account'],
  ['/resetPassword', 'account'],
  ['/changePassword/someone%40example.com/abc123', 'account'],
  ['/tmes/', 'marketing'],
])('%s belongs to %s', (path, owner) => {
  expect(findRouteOwner(path)).toBe(owner);
});

test.each([
  '/nope',
  '/great-step',
  '/great-step/events/unknown-tab',
  '/great-step/events/competitions/QS/extra',
  '/changePassword/only-email',
  '/sample/page',
])('%s has no owner (404)', (path) => {
  expect(findRouteOwner(path)).toBeNull();
});
