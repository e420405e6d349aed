import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StandaloneSite } from '..';

const routes = {
  events: { path: '/great-step/events', label: 'Events' },
  competition: { path: '/great-step/events/competitions/:id', label: 'A competition', example: { id: 'Geobotics' } },
};

function renderDevPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StandaloneSite remote="events" routes={routes}>
        <Routes>
          <Route path="/great-step/events" element={<h1>Events</h1>} />
          <Route path="/great-step/events/competitions/:id" element={<h1>A competition</h1>} />
        </Routes>
      </StandaloneSite>
    </MemoryRouter>,
  );
}

// The dev page README names was once empty at /, and a Register led to a blank /signin.
describe("a remote's standalone dev page", () => {
  it('starts with a page that lists the remote’s pages, each a link', async () => {
    const user = userEvent.setup();
    renderDevPage('/');
    expect(screen.getByRole('heading', { level: 1, name: 'The events remote' })).toBeInTheDocument();
    const start = screen.getByRole('region', { name: 'The events remote' });
    expect(
      within(start)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/great-step/events', '/great-step/events/competitions/Geobotics']);
    await user.click(within(start).getByRole('link', { name: 'A competition' }));
    expect(screen.getByRole('heading', { level: 1, name: 'A competition' })).toBeInTheDocument();
  });

  it("says where another remote's page lives instead of a blank page", () => {
    renderDevPage('/signin');
    expect(screen.getByRole('heading', { level: 1, name: 'Not a page of the events remote' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:3000/signin' })).toHaveAttribute(
      'href',
      'http://localhost:3000/signin',
    );
    expect(screen.getByRole('link', { name: "The events remote's pages" })).toHaveAttribute('href', '/');
  });

  it('shows its own pages as they are', () => {
    renderDevPage('/great-step/events');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByText(/Not a page/)).not.toBeInTheDocument();
  });
});
