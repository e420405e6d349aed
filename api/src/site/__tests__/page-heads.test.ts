import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { useFakeSiteApp } from '../../testing/use-fake-site-app';

const SITE = 'https://greatstep.example.org';
const GEOBOTICS = '/great-step/events/competitions/Geobotics';

/** What a link preview or a crawler reads of a page: its head's tags, without running anything. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = (attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(head)?.[1];
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title),
    description: tag('name', 'description'),
    descriptions: head.split('<meta name="description"').length - 1,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    robots: tag('name', 'robots'),
    og: (key: string) => tag('property', `og:${key}`),
    twitter: (key: string) => tag('name', `twitter:${key}`),
    structuredData: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>,
    ),
  };
}

describe('each page carries its own head, from the pages its remote publishes', () => {
  const t = useFakeSiteApp(SITE);

  it("gives a competition page its name, prize and preview picture in the HTML, at the site's public address", async () => {
    await t.start();
    const page = await t.app.inject({ url: GEOBOTICS });
    expect(page.statusCode).toBe(200);
    const head = headOf(page.body);
    expect(head.titles).toEqual(['Geobotics | GreatStep 2025']);
    expect(head.descriptions).toBe(1);
    expect(head.description).toContain('₹31,000 in prizes');
    expect(head.canonical).toBe(`${SITE}${GEOBOTICS}`);
    expect(head.og('title')).toBe('Geobotics | GreatStep 2025');
    expect(head.og('description')).toContain('₹31,000 in prizes');
    expect(head.og('url')).toBe(`${SITE}${GEOBOTICS}`);
    expect(head.og('image')).toBe(
      `${SITE}/remotes/events/previews/geobotics.${(31000).toString(16).padStart(8, '0')}.jpg`,
    );
    expect([head.og('image:width'), head.og('image:height')]).toEqual(['1200', '630']);
    expect(head.og('image:alt')).toBe('Geobotics: ₹31,000 in prizes');
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('image')).toBe(head.og('image'));
    expect(head.robots).toBeUndefined();
    expect(page.headers['x-robots-tag']).toBeUndefined();
    // The page is still the shell's, with its remote's manifest on its way (after the first paint: server-pages.test.ts).
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('href="/remotes/events/mf-manifest.json" as="fetch"');
  });

  it('describes a competition as a schema.org Event, its address and picture written by the server', async () => {
    await t.start();
    const [event, ...others] = headOf((await t.app.inject({ url: GEOBOTICS })).body).structuredData;
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Geobotics',
      startDate: '2025-03-28',
      endDate: '2025-03-30',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'IIT Kharagpur' },
      organizer: { '@type': 'Organization' },
      url: `${SITE}${GEOBOTICS}`,
    });
    expect(String(event?.image)).toMatch(new RegExp(`^${SITE}/remotes/events/previews/geobotics\\.[0-9a-f]{8}\\.jpg$`));
    // The listing is no event.
    expect(headOf((await t.app.inject({ url: '/great-step/events' })).body).structuredData).toEqual([]);
  });

  it('names one canonical address for every path of a page: both spellings, any letter case, a slash', async () => {
    await t.start();
    const canonical = `${SITE}/great-step/events/competitions/Mine_A_Thon`;
    for (const url of [
      '/great-step/events/competitions/Mine_A_Thon',
      '/great-step/events/competitions/Mine-A-Thon',
      '/Great-Step/EVENTS/competitions/Mine-A-Thon/',
      '/great-step/events/competitions/Mine%2DA%2DThon',
      // A parameter's value in another case is the same page too, as the router and the events pages read it
      // (docs/DECISIONS.md#a-path-in-another-case-is-the-same-page).
      '/great-step/events/competitions/mine-a-thon',
      '/GREAT-STEP/events/competitions/MINE_A_THON',
    ]) {
      const page = await t.app.inject({ url });
      expect({ url, status: page.statusCode, canonical: headOf(page.body).canonical }).toEqual({
        url,
        status: 200,
        canonical,
      });
    }
  });

  it('answers 404, not to be indexed, for a path that is no page: no remote claims it, or its event does not exist', async () => {
    await t.start();
    for (const url of [
      '/no-such-page',
      '/great-step/events/competitions/Nope',
      '/great-step/events/competitions/geobotic',
    ]) {
      const page = await t.app.inject({ url });
      const head = headOf(page.body);
      expect({ url, status: page.statusCode, robots: head.robots, header: page.headers['x-robots-tag'] }).toEqual({
        url,
        status: 404,
        robots: 'noindex',
        header: 'noindex',
      });
      expect(head.titles).toEqual(['Page not found | GreatStep 2025']);
      expect(head.og('title')).toBeUndefined();
    }
    const geobotics = await t.app.inject({ url: GEOBOTICS.toLowerCase() });
    expect([geobotics.statusCode, headOf(geobotics.body).canonical]).toEqual([200, `${SITE}${GEOBOTICS}`]);
    // The events remote shows its own 404 page for an unknown event: its code is on its way.
    expect((await t.app.inject({ url: '/great-step/events/competitions/Nope' })).body).toContain(
      'href="/remotes/events/mf-manifest.json"',
    );
  });

  it('asks search engines not to index a page of a remote that is none of its published pages (a mailed link)', async () => {
    // The account remote publishes its pages too here: its new-password link is not one of them.
    writeFileSync(
      path.join(t.built.root, 'mf-account/dist/pages.json'),
      JSON.stringify({
        pages: [
          {
            route: 'signin',
            path: '/signin',
            title: 'Sign In | GreatStep 2025',
            description: 'Sign in.',
            image: { src: 'previews/signin.0a0b0c0d.jpg', width: 1200, height: 630, alt: 'Sign In' },
          },
        ],
      }),
    );
    await t.start();
    const link = await t.app.inject({ url: '/changePassword/a%40b.co/tok' });
    expect(link.statusCode).toBe(200);
    expect(link.headers['x-robots-tag']).toBe('noindex');
    expect(headOf(link.body).robots).toBe('noindex');
    expect(headOf((await t.app.inject({ url: '/signin' })).body).titles).toEqual(['Sign In | GreatStep 2025']);
  });

  it("keeps today's generic head for a remote without published pages, and for one set by REMOTE_<NAME>_URL", async () => {
    await t.start({ REMOTE_EVENTS_URL: 'https://cdn.example.org/events/mf-manifest.json' });
    for (const url of ['/signin', GEOBOTICS]) {
      const page = await t.app.inject({ url });
      const head = headOf(page.body);
      expect({ url, status: page.statusCode, titles: head.titles, og: head.og('title'), robots: head.robots }).toEqual({
        url,
        status: 200,
        titles: ['GreatStep'],
        og: undefined,
        robots: undefined,
      });
    }
    // The marketing remote's own page still has its head.
    expect(headOf((await t.app.inject({ url: '/' })).body).og('title')).toBe('GreatStep 2025 | TMES IIT Kharagpur');
  });

  it('names the sitemap in robots.txt, and lists every published page in it once, at its canonical address', async () => {
    await t.start();
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');

    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url);
    expect(listed).toEqual([
      `${SITE}/`,
      `${SITE}/great-step/events`,
      `${SITE}${GEOBOTICS}`,
      `${SITE}/great-step/events/competitions/QS`,
      `${SITE}/great-step/events/competitions/Mine_A_Thon`,
    ]);
  });

  it('escapes whatever a pages.json holds, and refuses one that breaks its rules, keeping the generic head', async () => {
    const hostile = {
      route: 'eventPage',
      path: GEOBOTICS,
      title: 'Geobotics</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(2)>',
      image: { src: 'previews/x.0a0b0c0d.jpg', width: 1200, height: 630, alt: "it's <b>bold</b>" },
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: '</script><script>alert(3)</script>',
      },
    };
    writeFileSync(path.join(t.built.root, 'mf-events/dist/pages.json'), JSON.stringify({ pages: [hostile] }));
    await t.start();
    const body = (await t.app.inject({ url: GEOBOTICS })).body;
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('<title>Geobotics&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(body).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    expect(headOf(body).structuredData[0]?.name).toBe('</script><script>alert(3)</script>');

    for (const [what, change] of [
      ['a picture of another origin', { image: { ...hostile.image, src: 'https://evil.example/x.jpg' } }],
      ['a picture outside the bundle', { image: { ...hostile.image, src: 'previews/../../x.jpg' } }],
      ['a path of another host', { path: '//evil.example/x' }],
      ['a control character', { title: 'Geobotics\u202e' }],
      ['structured data of no schema', { structuredData: { '@type': 'Event' } }],
    ] as const) {
      writeFileSync(
        path.join(t.built.root, 'mf-events/dist/pages.json'),
        JSON.stringify({ pages: [{ ...hostile, title: 'Geobotics', ...change }] }),
      );
      t.warnings.length = 0;
      await t.start();
      const head = headOf((await t.app.inject({ url: GEOBOTICS })).body);
      expect({ what, titles: head.titles, og: head.og('image') }).toEqual({
        what,
        titles: ['GreatStep'],
        og: undefined,
      });
      expect(t.warnings.join('\n')).toMatch(/left out of the site: .*mf-events.*its pages.json is refused/);
    }
    writeFileSync(path.join(t.built.root, 'mf-events/dist/pages.json'), `{"pages": [${'"x",'.repeat(300_000)}"x"]}`);
    await t.start();
    expect(t.warnings.join('\n')).toMatch(/over 1000000 bytes/);
  });
});
