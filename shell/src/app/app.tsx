import { BrowserRouter } from 'react-router-dom';
import { AppShell } from './app-shell';

/** The one router of the site; the remotes render their routes inside it. */
export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
