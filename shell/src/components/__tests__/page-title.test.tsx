import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { PageTitle } from '../page-title';

function Frame() {
  return (
    <>
      <PageTitle />
      <nav>
        <Link to="/two">Two</Link>
        <Link to="/late">Late</Link>
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
  return ready ? <h1>Geobotics</h1> : <p>Loading…</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/two" element={<h1>Two</h1>} />
          <Route path="/late" element={<LatePage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // What the server wrote into the page it sent: the first page's own title.
  document.title = 'The title the server wrote';
});

test('keeps the title the server wrote for the first page of a visit', () => {
  renderAt('/');
  expect(document.title).toBe('The title the server wrote');
});

test("names the document after each new page's heading, one that comes late too", async () => {
  renderAt('/');
  await userEvent.click(screen.getByRole('link', { name: 'Two' }));
  expect(document.title).toBe('Two | GreatStep 2025');
  await userEvent.click(screen.getByRole('link', { name: 'Late' }));
  await screen.findByRole('heading', { name: 'Geobotics' });
  expect(document.title).toBe('Geobotics | GreatStep 2025');
});
