import { screen } from '@testing-library/react';
import { renderEvents } from '../../testing/render-events';
import { pageHeads } from '../page-heads';

// The server writes each page's published title into the HTML it sends (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes);
// the page renders its own <title> once its code runs. The two must be one title, or the tab changes as it loads.
test.each(pageHeads.map((head) => [head.path, head.title]))(
  '%s renders the title it publishes',
  async (path, title) => {
    renderEvents(path);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(title);
  },
);
