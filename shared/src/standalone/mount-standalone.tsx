import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** Starts a remote's own dev page: its standalone app in the page's #root, as every remote's bootstrap does. */
export function mountStandalone(App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
