import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pageHeads } from '../page-heads';
import MarketingRoutes from '../routes';

// The server writes each page's published title into the HTML it sends (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes);
// the page renders its own <title> once its code runs. The two must be one title, or the tab changes as it loads.
test.each(pageHeads.map((head) => [head.path, head.title]))(
  '%s renders the title it publishes',
  async (path, title) => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <MarketingRoutes />
        </MemoryRouter>,
      );
    });
    expect(document.title).toBe(title);
  },
);
