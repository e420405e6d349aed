import { RemotesConfigError, parseRemotesConfig } from '../remotes-config';

const base = 'https://greatstep.example.org/great-step/events';

test('relative entries resolve against the page, absolute ones stay as they are', () => {
  expect(
    parseRemotesConfig(
      {
        marketing: '/remotes/marketing/mf-manifest.json',
        events: 'remotes/events/remoteEntry.js',
        account: 'https://cdn.example.org/account/mf-manifest.json',
      },
      base,
    ),
  ).toEqual({
    marketing: 'https://greatstep.example.org/remotes/marketing/mf-manifest.json',
    events: 'https://greatstep.example.org/great-step/remotes/events/remoteEntry.js',
    account: 'https://cdn.example.org/account/mf-manifest.json',
  });
});

test.each([null, 'text', {}, { marketing: '/m.json', events: '/e.json' }, { marketing: '', events: 'x', account: 'y' }])(
  'refuses a remotes.json without a URL for every remote: %p',
  (json) => {
    expect(() => parseRemotesConfig(json, base)).toThrow(RemotesConfigError);
  },
);
