import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { announceRouteChange, toastSettings } from '../..';
import { notify } from '../notify';

// jsdom runs no CSS animations: a dismissed toast leaves once its exit animation is said to have ended.
function endExitAnimations() {
  for (const node of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(node);
}

const toastTexts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

function at(path: string) {
  window.history.pushState(null, '', path);
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  act(endExitAnimations);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('notify', () => {
  beforeEach(() => {
    render(<ToastContainer {...toastSettings} />);
  });

  it('shows one toast per message, however often it is raised', async () => {
    at('/signup');
    act(() => {
      for (let i = 0; i < 4; i += 1) notify.error('Invalid Entries');
    });
    await settle();
    expect(toastTexts()).toEqual(['Invalid Entries']);
  });

  it('drops the errors of a page left behind, and keeps its good news', async () => {
    at('/signup');
    act(() => {
      notify.error('Incorrect otp');
      notify.success('Registration Successfull');
    });
    await settle();
    at('/signin');
    act(() => announceRouteChange('/signin'));
    await settle();
    expect(toastTexts()).toEqual(['Registration Successfull']);
  });

  it('shows only the latest outcome of a form', async () => {
    at('/signin');
    act(() => notify.pending().error('Invalid email or password'));
    await settle();
    act(() => notify.pending().error('Invalid email or password'));
    await settle();
    expect(toastTexts()).toEqual(['Invalid email or password']);
    act(() => notify.pending().success('Login Successfull'));
    await settle();
    expect(toastTexts()).toEqual(['Login Successfull']);
  });
});
