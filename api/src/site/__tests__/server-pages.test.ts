import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { useFakeSiteApp } from '../../testing/use-fake-site-app';
import { SERVER_PAGE_SCRIPT, SERVER_PAGE_SCRIPT_SOURCE } from '../server-page-script';
import { FAKE_FRAME, fakeEventFragments } from '../../testing/fake-site';

const SITE = 'https://greatstep.example.org';
const GEOBOTICS = '/great-step/events/competitions/Geobotics';

/** What a browser without scripts shows of a page: the server's page, or null when the body is only the shell's root. */
function serverPageOf(html: string): string | null {
  const found = /<div id="gs-server-page"(?: data-remote="\w+")?>(.*)<\/div><div id="root"><\/div>/s.exec(html);
  return found?.[1] ?? null;
}

const stylesOf = (html: string) => /<style id="gs-server-styles">([^<]*)<\/style>/.exec(html)?.[1] ?? null;

/** The navbar's links as a reader gets them: label, address, and whether it is marked as the page's own. */
function navLinksOf(page: string) {
  const list = /<ul id="site-nav-links">(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
  return [...list.matchAll(/<a class="link"( aria-current="page")? href="([^"]*)">([^<]*)<\/a>/g)].map(
    ([, current, href, label]) => ({ label, href, current: current !== undefined }),
  );
}

describe('a public page arrives in its HTML: the shell frame with the remote prerendered page, composed by the server', () => {
  const t = useFakeSiteApp(SITE);

  it("writes a competition page's facts inside the frame, links filled in, its own navbar link marked, its styles in the head", async () => {
    await t.start();
    const response = await t.app.inject({ url: GEOBOTICS });
    expect(response.statusCode).toBe(200);
    const page = serverPageOf(response.body);
    expect(page).toContain('<main id="main"><article><h1>Geobotics</h1>');
    expect(page).toContain('<dd>₹31,000 in prizes</dd>');
    expect(navLinksOf(page ?? '')).toEqual([
      { label: 'GreatStep', href: '/', current: false },
      // Events is the page's own on every page of the events remote (wholeRemote), as the navbar marks it.
      { label: 'Events', href: '/great-step/events', current: true },
      { label: 'SignIn', href: '/signin', current: false },
    ]);
    // The phone menu's link opens the list on this very page; no marker is left.
    expect(page).toContain(`<a href="${GEOBOTICS}#site-nav-links">Menu</a>`);
    expect(page).not.toMatch(/__gs-|gs-prerender\.invalid|data-gs-/);
    // Pictures from the remote's folder and the shell's, on this server by their path.
    expect(page).toContain('<img src="/remotes/events/assets/geobotics.9abc0123.jpg" alt="A robot">');
    expect(page).toContain('<img src="/assets/mark.1234abcd.png" alt="">');
    expect(stylesOf(response.body)).toBe(
      '.frame { background: url(/assets/mark.1234abcd.png); }' +
        '.event { background: url(/remotes/events/assets/art.5678abcd.png); }',
    );
    // Its one inline script (the press kept for the app), allowed by its hash on this page alone. The page names its
    // remote, whose release that script reports failing if the app never takes over.
    expect(response.body).toContain(`<script>${SERVER_PAGE_SCRIPT}</script>`);
    expect(response.body).toContain('<div id="gs-server-page" data-remote="events">');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${SERVER_PAGE_SCRIPT_SOURCE};`);
    // Its forms, sent by the browser before the scripts, would load the page afresh: its policy refuses every one.
    expect(response.headers['content-security-policy']).toContain("form-action 'none';");
    const signIn = await t.app.inject({ url: '/signin' });
    expect(signIn.headers['content-security-policy']).toContain("script-src 'self';");
    expect(signIn.headers['content-security-policy']).toContain("form-action 'self';");
    expect(signIn.body).not.toContain(SERVER_PAGE_SCRIPT);
    // The shell's scripts still come, and take over from the page, started by that script after the first paint:
    // named with a type the browser does not load, as is the preload of the remote's manifest. The "needs
    // JavaScript" line is gone.
    expect(response.body).toContain(
      '<script type="gs-after-paint" src="startup.1234abcd.js"></script>' +
        '<script type="gs-after-paint" src="main.5678abcd.js"></script>',
    );
    expect(response.body).not.toMatch(/<script defer|<link rel="preload"/);
    expect(response.body).toContain('<link rel="gs-after-paint" href="/remotes/events/mf-manifest.json" as="fetch"');
    // Pages that come without theirs start the scripts at once, as the template has them.
    expect(signIn.body).toContain('<script defer="defer" src="main.5678abcd.js"></script>');
    expect(signIn.body).toContain('<link rel="preload" href="/remotes/account/mf-manifest.json"');
    expect(response.body).toContain('<script type="application/json" id="gs-remotes">');
    expect(response.body).not.toContain('<noscript>');
  });

  it('marks the link of the page itself, and no other, on the listing; composes each page once, whatever the spelling', async () => {
    await t.start();
    const listing = serverPageOf((await t.app.inject({ url: '/Great-Step/Events/' })).body) ?? '';
    expect(listing).toContain('<h1>Events</h1>');
    expect(navLinksOf(listing).filter((link) => link.current)).toEqual([
      { label: 'Events', href: '/great-step/events', current: true },
    ]);
    // Another spelling of the page gets the one page, its in-page links naming the canonical address.
    const [first, second] = await Promise.all([
      t.app.inject({ url: '/great-step/events' }),
      t.app.inject({ url: '/great-step/events/' }),
    ]);
    expect(second?.body).toBe(first?.body);
    expect(serverPageOf(first?.body ?? '')).toContain('<a href="/great-step/events#site-nav-links">Menu</a>');
  });

  it("answers 404 with the 404 page in the frame: the shell's for a path no remote claims, the remote's for an event that does not exist", async () => {
    await t.start();
    const nowhere = await t.app.inject({ url: '/no-such-page' });
    expect(nowhere.statusCode).toBe(404);
    const shellPage = serverPageOf(nowhere.body) ?? '';
    expect(shellPage).toContain('<section><h1>404 Error</h1><a href="/">Go back to Home</a></section>');
    expect(navLinksOf(shellPage).some((link) => link.current)).toBe(false);

    const noEvent = await t.app.inject({ url: '/great-step/events/competitions/Nope' });
    expect(noEvent.statusCode).toBe(404);
    expect(serverPageOf(noEvent.body)).toContain('<section><h1>No such event</h1></section>');
  });

  it("leaves to the browser a page with no prerendered HTML: a remote's unpublished page, one set by REMOTE_<NAME>_URL, a site without frame.json", async () => {
    await t.start();
    // The account remote publishes no fragments (its pages are forms), and the events one has none for QS.
    for (const url of ['/signin', '/great-step/events/competitions/QS']) {
      const body = (await t.app.inject({ url })).body;
      expect({ url, page: serverPageOf(body), styles: stylesOf(body) }).toEqual({ url, page: null, styles: null });
      expect(body).toContain('<div id="root"></div>');
    }

    await t.start({ REMOTE_EVENTS_URL: 'https://cdn.example.org/events/mf-manifest.json' });
    expect(serverPageOf((await t.app.inject({ url: GEOBOTICS })).body)).toBeNull();

    rmSync(path.join(t.built.root, 'shell/dist/frame.json'));
    await t.start();
    expect(serverPageOf((await t.app.inject({ url: GEOBOTICS })).body)).toBeNull();
  });

  it('leaves the page to the browser when the frame names a link no remote publishes: it would lead nowhere', async () => {
    const frame = {
      ...FAKE_FRAME,
      frame: FAKE_FRAME.frame.replace(
        '</ul>',
        '<li><a class="link" data-gs-nav="" href="/__gs-link__/team">Team</a></li></ul>',
      ),
    };
    writeFileSync(path.join(t.built.root, 'shell/dist/frame.json'), JSON.stringify(frame));
    await t.start();
    expect(serverPageOf((await t.app.inject({ url: GEOBOTICS })).body)).toBeNull();
  });

  it.each([
    ['a script', '<script src="https://evil.example/x.js"></script>', 'a <script> element'],
    // What the page's own script starts after the first paint (server-page-script.ts).
    [
      'a script left for after the first paint',
      '<script type="gs-after-paint" src="/evil.js"></script>',
      'a <script> element',
    ],
    [
      'a preload left for after the first paint',
      '<link rel="gs-after-paint" href="/evil.json" as="fetch">',
      'a <link> element',
    ],
    ['a script in other letters', '<SCRIPT >alert(1)</SCRIPT>', 'a <script> element'],
    [
      'an end of the main area, to write a page of its own after it',
      '</main><main><h1>Sign in here</h1>',
      'a <main> element',
    ],
    [
      'an end of the main area alone, its words after it',
      '</main><h1>Sign in at evil.example</h1>',
      'markup the parser had to repair',
    ],
    ['an event handler', '<img src=x onerror="alert(1)">', 'the attribute onerror on <img>'],
    [
      'an event handler after a slash',
      '<svg/onload=alert(1)>',
      'markup the parser had to repair (unexpected-solidus-in-tag',
    ],
    [
      'an event handler right after a quote',
      '<img src="x"onerror="alert(1)">',
      'markup the parser had to repair (missing-whitespace-between-attributes',
    ],
    ['a script address', '<a href="javascript:alert(1)">Prize</a>', 'a javascript: address in the href of <a>'],
    ['a base for every link', '<base href="https://evil.example/">', 'a <base> element'],
    [
      'a refresh to another site',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
      'a <meta> element',
    ],
    ['a frame', '<iframe src="https://evil.example/"></iframe>', 'a <iframe> element'],
    [
      'a form that sends what is typed elsewhere',
      '<form action="https://evil.example/"><input name="password"></form>',
      'the attribute action on <form>',
    ],
    // Elements whose content the parser reads as text to their end tag, or to the end of the document: the frame's
    // footer and the shell's root with it.
    [
      'a plaintext element, which swallows the rest of the document',
      '<plaintext><p>evil.example',
      'a <plaintext> element',
    ],
    ['a textarea', '<textarea><p>evil.example</p></textarea>', 'a <textarea> element'],
    ['an xmp element', '<xmp><p>evil.example</p></xmp>', 'a <xmp> element'],
    ['a noembed element', '<noembed><p>evil.example</p></noembed>', 'a <noembed> element'],
    ['a noframes element', '<noframes><p>evil.example</p></noframes>', 'a <noframes> element'],
    ['a title', '<title>evil.example</title>', 'a <title> element'],
    ['a select', '<select><option>evil.example</option></select>', 'a <select> element'],
    ['a portal', '<portal src="https://evil.example/"></portal>', 'a <portal> element'],
    [
      'a frameset, which the parser drops',
      '<frameset><frame src="https://evil.example/"></frameset>',
      'markup the parser had to repair',
    ],
    ['a comment left open', '<p>Prize</p><!--', 'markup the parser had to repair (eof-in-comment'],
    [
      'a button that sends its page elsewhere',
      '<button formaction="https://evil.example/">Register</button>',
      'the attribute formaction on <button>',
    ],
    ['a NUL character', '<p>Prize\u0000money</p>', 'markup the parser had to repair (unexpected-null-character'],
    ['a right-to-left override', '<p>Prize \u202Eelpmaxe.live</p>', 'a control character or a bidirectional override'],
    [
      'a script address behind a character reference',
      '<a href="java&#x73;cript:alert(1)">Prize</a>',
      'a javascript: address in the href of <a>',
    ],
    [
      'a script address split by a tab',
      '<a href="java\tscript:alert(1)">Prize</a>',
      'a javascript: address in the href of <a>',
    ],
    ['a link to another origin by //', '<a href="//evil.example/">Prize</a>', 'an address of another origin'],
    [
      'a picture from a data: address',
      '<img src="data:image/svg+xml,evil.example" alt="">',
      'a data: address in the src of <img>',
    ],
    ['an inline style', '<p style="position:fixed;inset:0">evil.example</p>', 'the attribute style on <p>'],
    ['a paragraph the parser closes itself', '<p><div>evil.example</div></p>', 'markup the parser had to repair'],
  ])(
    'refuses a fragments.json whose page holds %s, and serves the page to the browser as before',
    async (_what, markup, reason) => {
      const fragments = fakeEventFragments(31000);
      fragments.pages[GEOBOTICS] = `<article><h1>Geobotics</h1>${markup}</article>`;
      writeFileSync(path.join(t.built.root, 'mf-events/dist/fragments.json'), JSON.stringify(fragments));
      await t.start();
      const body = (await t.app.inject({ url: GEOBOTICS })).body;
      expect(serverPageOf(body)).toBeNull();
      expect(body).not.toContain('evil.example');
      expect(body).not.toMatch(/alert\(1\)/);
      expect(t.warnings.join('\n')).toContain(
        `mf-events/dist: its fragments.json is refused: pages.${GEOBOTICS} holds ${reason}`,
      );
    },
  );

  it("keeps the shell's structure in the page it composes: a page that passes alone but would add a second root, or a frame whose slot is outside its main area, is left to the browser", async () => {
    const fragments = fakeEventFragments(31000);
    // Markup a page may hold, but the shell's root again: the app would start in the server's page, which the
    // takeover removes, and never show.
    fragments.pages[GEOBOTICS] = '<article><h1>Geobotics</h1><div id="root"></div></article>';
    writeFileSync(path.join(t.built.root, 'mf-events/dist/fragments.json'), JSON.stringify(fragments));
    await t.start();
    let body = (await t.app.inject({ url: GEOBOTICS })).body;
    expect(serverPageOf(body)).toBeNull();
    expect(body.match(/id="root"/g)).toHaveLength(1);
    expect(t.warnings.join('\n')).toMatch(
      /a prerendered page \(page events \S+Geobotics\) is left to the browser: the page holds 2 #root/,
    );
    // The listing, which holds no such thing, is still served in its HTML.
    expect(serverPageOf((await t.app.inject({ url: '/great-step/events' })).body)).toContain('<h1>Events</h1>');

    const frame = {
      ...FAKE_FRAME,
      frame: FAKE_FRAME.frame.replace(
        '<main id="main"><template data-gs-page=""></template></main>',
        '<main id="main"></main><template data-gs-page=""></template>',
      ),
    };
    writeFileSync(path.join(t.built.root, 'shell/dist/frame.json'), JSON.stringify(frame));
    writeFileSync(path.join(t.built.root, 'mf-events/dist/fragments.json'), JSON.stringify(fakeEventFragments(31000)));
    await t.start();
    body = (await t.app.inject({ url: '/great-step/events' })).body;
    expect(serverPageOf(body)).toBeNull();
    expect(t.warnings.join('\n')).toMatch(/is left to the browser: its frame's slot is outside its main area/);
  });

  it('refuses styles that could close their element, and a file over its size', async () => {
    const closing = { ...fakeEventFragments(31000), styles: '.a{}</style><script>alert(1)</script>' };
    writeFileSync(path.join(t.built.root, 'mf-events/dist/fragments.json'), JSON.stringify(closing));
    await t.start();
    let body = (await t.app.inject({ url: GEOBOTICS })).body;
    expect(serverPageOf(body)).toBeNull();
    expect(body).not.toContain('alert(1)');

    const huge = { ...fakeEventFragments(31000), styles: `.a{content:"${'x'.repeat(4_100_000)}"}` };
    writeFileSync(path.join(t.built.root, 'mf-events/dist/fragments.json'), JSON.stringify(huge));
    await t.start();
    body = (await t.app.inject({ url: GEOBOTICS })).body;
    expect(serverPageOf(body)).toBeNull();
    expect(t.warnings.join('\n')).toMatch(/fragments\.json is refused: it is over 4000000 bytes/);
  });
});
