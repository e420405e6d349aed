import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { FocusPageHeading } from '../focus-page-heading';

function Frame() {
  return (
    <>
      <FocusPageHeading />
      <nav>
        <Link to="/two">Two</Link>
        <Link to="/three">Three</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes a moment later, as a remote's page does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Three</h1> : <p>Loading…</p>;
}

/** A page that moves between its own paths and keeps focus on its tab, as the events listing does. */
function TabsPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Tabs</h1>
      <button onClick={() => void navigate('/tabs/b')}>Tab B</button>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/" element={<h1>One</h1>} />
          <Route path="/two" element={<h1>Two</h1>} />
          <Route path="/three" element={<LatePage />} />
          <Route path="/tabs/*" element={<TabsPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

test('leaves focus alone on the first page of a visit', () => {
  renderAt('/');
  expect(screen.getByRole('heading', { name: 'One' })).not.toHaveFocus();
});

test("moves focus to the new page's main heading after a route change", async () => {
  renderAt('/');
  await userEvent.click(screen.getByRole('link', { name: 'Two' }));
  expect(screen.getByRole('heading', { name: 'Two' })).toHaveFocus();
});

test('waits for a heading that comes later', async () => {
  renderAt('/');
  await userEvent.click(screen.getByRole('link', { name: 'Three' }));
  expect(await screen.findByRole('heading', { name: 'Three' })).toHaveFocus();
});

test('keeps focus where the page put it when the page moves between its own paths', async () => {
  renderAt('/tabs/a');
  const tab = screen.getByRole('button', { name: 'Tab B' });
  await userEvent.click(tab);
  expect(tab).toHaveFocus();
});
