import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { serverPage, takeOverServerPage } from './lib/prerender/server-page';
import { startRemotesEarly } from './lib/remotes/start-remotes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
startRemotesEarly();
// The server wrote the page into the HTML: the app takes over from it once it has drawn the same page.
const prerendered = serverPage();
if (prerendered) takeOverServerPage(container, prerendered);
const root = createRoot(container);
// A transition renders in slices of a few milliseconds, yielding to the browser between them: the first render of the
// frame (the intro included) is otherwise one long task on a phone, which holds up a tap meanwhile. The result is
// still committed, and painted, in one piece once the whole tree has rendered (docs/PERFORMANCE.md#less-main-thread-work).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
