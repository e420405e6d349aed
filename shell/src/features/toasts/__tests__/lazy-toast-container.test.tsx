import { requestToastContainer } from '@greatstep/shared';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { LazyToastContainer } from '../lazy-toast-container';

test('nothing is mounted until a page asks; a toast raised right after the request then shows', async () => {
  const { container } = render(<LazyToastContainer />);
  expect(container).toBeEmptyDOMElement();

  act(() => {
    requestToastContainer();
    toast('Team created');
  });
  expect(await screen.findByText('Team created')).toBeInTheDocument();
});
