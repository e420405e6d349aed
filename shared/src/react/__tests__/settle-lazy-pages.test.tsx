import { renderToStaticMarkup } from 'react-dom/server';
import { lazyPage, settleLazyPages } from '../lazy-page';

// A file of its own: settleLazyPages waits for every page fetch of the module, and other files' tests leave theirs
// pending on purpose.

test("a page whose chunk was already in counts as fetched for the build's prerender, which renders it once more", async () => {
  const Page = lazyPage(
    () => Promise.resolve({ SignUp: () => <h1>Sign Up</h1> }),
    (module) => module.SignUp,
  );
  expect(renderToStaticMarkup(<Page />)).toContain('Loading the page…');
  // The chunk settles before the render is over, as in the prerender's bundle, which holds every chunk.
  await Promise.resolve();
  await Promise.resolve();
  expect(await settleLazyPages()).toBe(true);
  expect(renderToStaticMarkup(<Page />)).toBe('<h1>Sign Up</h1>');
  expect(await settleLazyPages()).toBe(false);
});
