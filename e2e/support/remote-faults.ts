import type { Page, Route } from '@playwright/test';
import composition from '../../composition.json';

/** One page of a remote, as a visitor reaches it from the navbar. */
export interface RemoteUnderTest {
  name: string;
  /** How the shell names it to a visitor (composition.json), e.g. "The events section could not be loaded". */
  section: string;
  path: string;
  heading: string;
  navLink: string;
}

const pages: Record<string, Omit<RemoteUnderTest, 'name' | 'section'>> = {
  marketing: { path: '/aboutus', heading: 'About Us', navLink: 'About' },
  events: { path: '/great-step/events', heading: 'Events', navLink: 'Events' },
  account: { path: '/signin', heading: 'Sign In', navLink: 'SignIn' },
};

/** Every remote of composition.json with one of its pages: a remote added there without a page here fails. */
export const REMOTES: readonly RemoteUnderTest[] = composition.remotes.map(({ name, section }) => {
  const page = pages[name];
  if (!page) throw new Error(`remote-faults.ts names no page of the ${name} remote`);
  return { name, section, ...page };
});

/** Everything the browser asks of this remote: its manifest, remoteEntry.js, chunks and assets. */
const underRemote = (remote: string) => `**/remotes/${remote}/**`;

/** The remote is down: each of its requests is refused, as by a host that stopped listening. */
export async function makeUnreachable(page: Page, remote: string): Promise<() => Promise<void>> {
  await page.route(underRemote(remote), (route) => route.abort('connectionrefused'));
  return () => page.unroute(underRemote(remote));
}

/** The remote is slow: each of its requests waits `delayMs` before it goes out, so each answer comes that late. */
export async function makeSlow(page: Page, remote: string, delayMs: number): Promise<void> {
  await page.route(underRemote(remote), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // The journey may have ended (its page closed) while a late asset waited.
    await route.continue().catch(() => undefined);
  });
}

/** Webpack's `<chunk>.<hash>.js` of the remote, under /remotes/<remote>/. */
const chunkOf = (remote: string, chunk: string) => (url: URL) =>
  url.pathname.startsWith(`/remotes/${remote}/`) && new RegExp(`/${chunk}\\.[0-9a-f]+\\.js$`).test(url.pathname);

/**
 * One of the remote's chunks fails once, as a phone on a flaky network drops one request: the first request for the
 * chunk named `chunk` (webpack's `<chunk>.<hash>.js` under /remotes/<remote>/) is refused, the ones after it are
 * answered. Returns how many requests for it the page has made so far.
 */
export async function failChunkOnce(page: Page, remote: string, chunk: string): Promise<() => number> {
  let requests = 0;
  await page.route(chunkOf(remote, chunk), async (route) => {
    requests += 1;
    await (requests === 1 ? route.abort('connectionreset') : route.continue());
  });
  return () => requests;
}

/**
 * One of the remote's chunks is refused, every time, until the returned function brings it back: the remote itself
 * loads, the page in that chunk does not.
 */
export async function refuseChunk(page: Page, remote: string, chunk: string): Promise<() => Promise<void>> {
  const isChunk = chunkOf(remote, chunk);
  await page.route(isChunk, (route) => route.abort('connectionrefused'));
  return () => page.unroute(isChunk);
}

/** The page flag that makes the remote's `./routes` component throw while it renders. */
export const RENDER_FAULT_FLAG = '__greatstepRenderFault';

/**
 * Appended to the remote's remoteEntry.js: its container (the global its manifest names) is replaced by one whose
 * `get('./routes')` hands out the real module with its default export wrapped. The wrapper calls the real function
 * component as a plain function, so the hooks it calls stay in the same order whether the flag is set or not; the
 * webpack container's own `get` is a getter-only export, hence a new object over it rather than an assignment.
 */
function renderFaultSnippet(globalName: string): string {
  return `
;(function (name, flag) {
  var container = self[name];
  var get = container.get;
  function wrap(exports) {
    var Real = exports && exports.default;
    if (typeof Real !== 'function') throw new Error('render fault: ./routes does not export a function component');
    function Faulty(props) {
      if (self[flag]) throw new Error('injected render fault');
      return Real(props);
    }
    return { __esModule: true, default: Faulty };
  }
  self[name] = Object.create(container, {
    get: {
      value: function (module) {
        return Promise.resolve(get.apply(container, arguments)).then(function (factory) {
          if (module !== './routes') return factory;
          return function () {
            var exports = factory.apply(this, arguments);
            return exports && typeof exports.then === 'function' ? exports.then(wrap) : wrap(exports);
          };
        });
      },
    },
  });
})(${JSON.stringify(globalName)}, ${JSON.stringify(RENDER_FAULT_FLAG)});
`;
}

interface Manifest {
  metaData: { globalName: string; remoteEntry: { name: string; path: string } };
}

/**
 * The remote's own code throws while React renders it, from the first render on, until the page clears
 * RENDER_FAULT_FLAG: its remoteEntry.js is served with renderFaultSnippet appended, no rebuild needed.
 */
export async function makeThrowWhileRendering(page: Page, remote: string): Promise<void> {
  const { metaData } = (await (await page.request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as Manifest;
  const entry = [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/');
  await page.addInitScript((flag) => Object.assign(window, { [flag]: true }), RENDER_FAULT_FLAG);
  await page.route(`**/remotes/${remote}/${entry}`, async (route: Route) => {
    const response = await route.fetch();
    // The body comes decoded: the encoding and length of the original no longer describe it.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    await route.fulfill({ response, headers, body: (await response.text()) + renderFaultSnippet(metaData.globalName) });
  });
}

/** Ends the injected render fault in the running page, as a remote's fix would for its next render. */
export async function endRenderFault(page: Page): Promise<void> {
  await page.evaluate((flag) => Object.assign(window, { [flag]: false }), RENDER_FAULT_FLAG);
}
