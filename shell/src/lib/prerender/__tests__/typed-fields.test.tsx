import { act, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { SERVER_PAGE_ID, takeOverServerPage } from '../server-page';

/**
 * The sign-in page as the server sends it, its form as React renders it (the page's policy keeps it from sending),
 * then the shell's empty root.
 */
function serverSignIn() {
  document.body.innerHTML =
    `<div id="${SERVER_PAGE_ID}"><main><h1>Sign In</h1><form aria-label="Sign in" novalidate="">` +
    '<label for="email">Email</label><input id="email" type="email" value="">' +
    '<label for="password">Password</label><input id="password" type="password" value="">' +
    '<label for="remember">Remember me</label><input id="remember" type="checkbox">' +
    '<button type="submit">Sign In</button></form></main></div><div id="root"></div>';
  const page = document.getElementById(SERVER_PAGE_ID) as HTMLElement;
  const root = document.getElementById('root') as HTMLElement;
  const field = (id: string) => page.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
  return { page, root, field };
}

/** The app's page: React's controlled fields with the same ids, and what its form sends. */
function AppSignIn({ onSend }: { onSend: (sent: object) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, password, remember });
  };
  return (
    <main>
      <h1>Sign In</h1>
      <form onSubmit={send} aria-label="Sign in">
        <input id="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <input id="password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <input
          id="remember"
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <button type="submit">Sign In</button>
      </form>
    </main>
  );
}

/** The shell taking over from the server's page while React renders the app's page into its root. */
function appTakesOver(root: HTMLElement, page: HTMLElement) {
  takeOverServerPage(root, page);
  const onSend = jest.fn();
  const app = createRoot(root);
  act(() => app.render(<AppSignIn onSend={onSend} />));
  return { onSend, app };
}

afterEach(() => {
  delete window.gsPressed;
  document.body.innerHTML = '';
});

test("what was typed and ticked on the server's form is in the app's form, whose state holds it, focus in the same field", async () => {
  const { page, root, field } = serverSignIn();
  field('email').value = 'early@example.org';
  field('remember').checked = true;
  field('password').focus();
  const { onSend, app } = appTakesOver(root, page);

  await waitFor(() => expect(page).not.toBeInTheDocument());
  expect(root.querySelector('#email')).toHaveValue('early@example.org');
  expect(root.querySelector('#remember')).toBeChecked();
  expect(root.querySelector('#password')).toHaveFocus();
  // In React's state, not only on screen: the form sends it.
  act(() => root.querySelector('button')?.click());
  expect(onSend).toHaveBeenCalledWith({ email: 'early@example.org', password: '', remember: true });
  act(() => app.unmount());
});

test("Sign In pressed on the server's form after typing sends what was typed, once the app has taken over", async () => {
  const { page, root, field } = serverSignIn();
  field('email').value = 'early@example.org';
  field('password').value = 'Secret12';
  window.gsPressed = page.querySelector('button');
  const { onSend, app } = appTakesOver(root, page);

  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  expect(onSend).toHaveBeenCalledWith({ email: 'early@example.org', password: 'Secret12', remember: false });
  act(() => app.unmount());
});

test('fields left as the server drew them are left as the app draws them', async () => {
  const { page, root } = serverSignIn();
  const { onSend, app } = appTakesOver(root, page);

  await waitFor(() => expect(page).not.toBeInTheDocument());
  expect(root.querySelector('#email')).toHaveValue('');
  expect(root.querySelector('#remember')).not.toBeChecked();
  expect(onSend).not.toHaveBeenCalled();
  act(() => app.unmount());
});
