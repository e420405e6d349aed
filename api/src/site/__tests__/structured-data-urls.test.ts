import { withAbsoluteUrls } from '../structured-data-urls';

const PAGE = 'https://greatstep.example.org/great-step/events/competitions/QS';

it("writes the site's paths inside structured data as absolute addresses, at any depth", () => {
  expect(
    withAbsoluteUrls(
      {
        '@type': 'Event',
        location: [{ '@type': 'VirtualLocation', url: '/great-step/events/competitions/QS' }, { '@type': 'Place' }],
        offers: { '@type': 'Offer', url: '/great-step/events/competitions/QS', price: 900 },
        organizer: { url: 'https://www.tmesiitkgp.in' },
      },
      PAGE,
    ),
  ).toEqual({
    '@type': 'Event',
    location: [{ '@type': 'VirtualLocation', url: PAGE }, { '@type': 'Place' }],
    offers: { '@type': 'Offer', url: PAGE, price: 900 },
    organizer: { url: 'https://www.tmesiitkgp.in' },
  });
});

it('leaves alone what is not a path of the site: another host by // or /\\, words that are not a url', () => {
  const data = { url: '//evil.example/x', offers: { url: '/\\evil.example' }, name: '/not-a-url-key' };
  expect(withAbsoluteUrls(data, PAGE)).toEqual(data);
});
