import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { createMemoryMailer } from '../mail/memory-mailer';
import { siteOptions, type SiteOptions } from '../site';
import { testConfig } from './test-app';
import { openTestDatabase } from './test-database';

/** What each remote's build publishes beside its manifest (routes.json), reduced to a few paths. */
export const FAKE_PUBLISHED_ROUTES = {
  marketing: { routes: [{ name: 'home', path: '/', example: '/' }], links: { home: '/' } },
  events: {
    routes: [
      { name: 'listing', path: '/great-step/events', example: '/great-step/events' },
      {
        name: 'eventPage',
        path: '/great-step/events/competitions/:eventId',
        example: '/great-step/events/competitions/QS',
      },
    ],
    links: { events: '/great-step/events' },
  },
  account: {
    routes: [
      { name: 'signin', path: '/signin', example: '/signin' },
      { name: 'changePassword', path: '/changePassword/:email/:token', example: '/changePassword/a%40b.co/tok' },
    ],
    links: { signin: '/signin' },
  },
} as const;

/** A competition page's head as the events remote publishes it (mf-events/src/app/page-heads.ts), with its prize. */
export function fakeEventPage(id: string, name: string, prize: number, aliases: string[] = []) {
  const path = `/great-step/events/competitions/${id}`;
  const prizeText = `₹${prize.toLocaleString('en-IN')} in prizes`;
  return {
    route: 'eventPage',
    path,
    ...(aliases.length > 0 && { aliases: aliases.map((alias) => `/great-step/events/competitions/${alias}`) }),
    title: `${name} | GreatStep 2025`,
    description: `${name} at GreatStep 2025, IIT Kharagpur: ${prizeText}, teams of up to 4, 28–30 March 2025.`,
    image: {
      src: `previews/${id.toLowerCase()}.${prize.toString(16).padStart(8, '0')}.jpg`,
      width: 1200,
      height: 630,
      alt: `${name}: ${prizeText}`,
    },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name,
      startDate: '2025-03-28',
      endDate: '2025-03-30',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'IIT Kharagpur' },
      organizer: { '@type': 'Organization', name: 'TMES', url: 'https://www.tmesiitkgp.in' },
    },
  };
}

/**
 * What the marketing and events remotes' builds publish as pages.json, reduced to a few pages; the account remote of
 * the fake build publishes none, as a bundle built before pages.json did.
 */
export const FAKE_PUBLISHED_PAGES: Partial<Record<keyof typeof FAKE_PUBLISHED_ROUTES, { pages: unknown[] }>> = {
  marketing: {
    pages: [
      {
        route: 'home',
        path: '/',
        title: 'GreatStep 2025 | TMES IIT Kharagpur',
        description: 'GreatStep 2025, 28–30 March at IIT Kharagpur.',
        image: { src: 'previews/home.0123abcd.jpg', width: 1200, height: 630, alt: "GREAT-STEP'25" },
      },
    ],
  },
  events: {
    pages: [
      {
        route: 'listing',
        path: '/great-step/events',
        title: 'Events | GreatStep 2025',
        description: 'The events of GreatStep 2025.',
        image: { src: 'previews/great-step-events.4567cdef.jpg', width: 1200, height: 630, alt: 'The events' },
      },
      fakeEventPage('Geobotics', 'Geobotics', 31000),
      fakeEventPage('QS', 'Quiz Spiel', 6000),
      fakeEventPage('Mine_A_Thon', 'Mine-A-Thon', 60000, ['Mine-A-Thon']),
    ],
  },
};

/** What an asset's address starts with in prerendered HTML (federation/prerender/node-build.js). */
const ASSET_BASE = 'https://gs-prerender.invalid/';

/** The shell's frame.json, reduced: a navbar with three links and the phone menu's link, the slot, a footer picture. */
export const FAKE_FRAME = {
  assetBase: ASSET_BASE,
  markers: {
    slot: '<template data-gs-page=""></template>',
    link: '/__gs-link__/',
    navLink: ' data-gs-nav=""',
    page: '/__gs-page__',
  },
  navLinks: [
    { link: 'home', wholeRemote: false },
    { link: 'events', wholeRemote: true },
    { link: 'signin', wholeRemote: true },
  ],
  frame:
    '<header><a href="/__gs-page__#site-nav-links">Menu</a><ul id="site-nav-links">' +
    '<li><a class="link" data-gs-nav="" href="/__gs-link__/home">GreatStep</a></li>' +
    '<li><a class="link" data-gs-nav="" href="/__gs-link__/events">Events</a></li>' +
    '<li><a class="link" data-gs-nav="" href="/__gs-link__/signin">SignIn</a></li></ul></header>' +
    '<main id="main"><template data-gs-page=""></template></main>' +
    `<footer><img src="${ASSET_BASE}assets/mark.1234abcd.png" alt=""><a href="/__gs-link__/events">Events</a></footer>`,
  notFound: '<section><h1>404 Error</h1><a href="/__gs-link__/home">Go back to Home</a></section>',
  styles: `.frame { background: url(${ASSET_BASE}assets/mark.1234abcd.png); }`,
};

/** The events remote's fragments.json, reduced: the listing and Geobotics at this prize, and its 404 page. */
export function fakeEventFragments(prize: number) {
  return {
    assetBase: ASSET_BASE,
    styles: `.event { background: url(${ASSET_BASE}assets/art.5678abcd.png); }`,
    pages: {
      '/great-step/events':
        '<section><h1>Events</h1><a href="/great-step/events/competitions/Geobotics">Geobotics</a></section>',
      '/great-step/events/competitions/Geobotics':
        `<article><h1>Geobotics</h1><img src="${ASSET_BASE}assets/geobotics.9abc0123.jpg" alt="A robot">` +
        `<dl><dt>Prize</dt><dd>₹${prize.toLocaleString('en-IN')} in prizes</dd></dl></article>`,
    },
    notFound: '<section><h1>No such event</h1></section>',
  };
}

/**
 * The shell's page as the fake build holds it, its scripts as html-webpack-plugin writes them; the build writes
 * brotli and gzip copies of every text file.
 */
export const FAKE_SHELL_HTML =
  '<!doctype html><html><head><title>GreatStep</title><script defer="defer" src="startup.1234abcd.js"></script>' +
  '<script defer="defer" src="main.5678abcd.js"></script></head><body><div id="root"></div></body></html>';

/**
 * A monorepo root holding the four builds `npm start` serves, reduced to a few files with their compressed copies,
 * and its site options for the environment given.
 */
export function fakeBuiltSite(env: NodeJS.ProcessEnv = {}): { root: string; site: SiteOptions; remove: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'greatstep-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(text));
  };
  write('shell/dist/index.html', FAKE_SHELL_HTML);
  write('shell/dist/main.js', 'import("./bootstrap")');
  write('shell/dist/412.1a2b3c4d.js', '/* chunk */');
  for (const [name, routes] of Object.entries(FAKE_PUBLISHED_ROUTES)) {
    write(`mf-${name}/dist/remoteEntry.js`, '/* entry */');
    write(`mf-${name}/dist/mf-manifest.json`, '{}');
    write(`mf-${name}/dist/routes.json`, JSON.stringify(routes));
  }
  for (const [name, pages] of Object.entries(FAKE_PUBLISHED_PAGES)) {
    write(`mf-${name}/dist/pages.json`, JSON.stringify(pages));
  }
  write('mf-events/dist/routes.9f8e7d6c.js', '/* events chunk */');
  write('shell/dist/frame.json', JSON.stringify(FAKE_FRAME));
  write('mf-events/dist/fragments.json', JSON.stringify(fakeEventFragments(31000)));
  const site = siteOptions(loadConfig(env), root);
  if (!site) throw new Error('the fake site was not recognised as built');
  return { root, site, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The two ways the API runs: alone (`npm run dev`), and beside the built site (`npm start`). */
export const apiAloneAndBesideSite = [
  ['the API alone', false],
  ['the API beside the site (npm start)', true],
] as const;

/** An app on a fresh embedded database, alone or beside a fake built site; `close` removes all of it. */
export async function openAppWithSite(
  withSite: boolean,
  options: Partial<Omit<BuildAppOptions, 'database' | 'site'>> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await openTestDatabase('pglite');
  const fake = withSite ? fakeBuiltSite() : null;
  const app = await buildApp({
    config: testConfig(),
    mailer: createMemoryMailer(),
    ...options,
    database: database.database,
    site: fake?.site ?? null,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.dispose();
      fake?.remove();
    },
  };
}
