import { AxiosHeaders, type AxiosRequestConfig } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { sampleUser } from '../../testing';
import { messages } from '../../messages';
import { userStore } from '../../store';
import { ApiError, apiClient, call, configureApi } from '..';

const mock = new MockAdapter(apiClient);

function headerOf(config: AxiosRequestConfig | undefined, name: string): unknown {
  const headers: unknown = config?.headers;
  // axios hands its adapter an AxiosHeaders; anything else would make the "absent" checks below pass vacuously.
  if (!(headers instanceof AxiosHeaders)) throw new Error('the request was not recorded with its headers');
  return headers.get(name);
}

function authorizationOf(config: AxiosRequestConfig | undefined): unknown {
  return headerOf(config, 'Authorization');
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  mock.reset();
  localStorage.clear();
});

describe('call', () => {
  it('resolves to the body when success is true', async () => {
    mock.onPost('/auth/login', { email: 'asha@example.org', password: 'Secret1' }).reply(200, {
      success: true,
      token: 'tok-1',
      user: sampleUser(),
    });

    const body = await call<{ token: string }>(
      { method: 'POST', url: '/auth/login', data: { email: 'asha@example.org', password: 'Secret1' } },
      { networkMessage: messages.internalServerError },
    );

    expect(body.token).toBe('tok-1');
  });

  it('sends JSON to /api', async () => {
    mock.onPost('/auth/sendEmail').reply(200, { success: true });
    await call({ method: 'POST', url: '/auth/sendEmail', data: { email: 'a@b.c' } }, { networkMessage: 'x' });

    const [request] = mock.history.post;
    expect(request?.baseURL).toBe('/api');
    expect(request?.data).toBe('{"email":"a@b.c"}');
    expect(headerOf(request, 'Content-Type')).toMatch(/application\/json/);
  });

  it('throws the server message for success:false on a 200', async () => {
    mock.onGet('/auth/checkEmail/a@b.c').reply(200, { success: false, message: 'Email already registered' });

    const error = await failureOf(
      call({ url: '/auth/checkEmail/a@b.c' }, { networkMessage: messages.unexpectedError }),
    );

    expect(error.message).toBe('Email already registered');
    expect(error.status).toBe(200);
    expect(error.reachedServer).toBe(true);
  });

  it('throws a generic message for a 200 that is not an API answer', async () => {
    mock.onGet('/events/getEntry/u1').reply(200, '<!doctype html><title>Shell</title>');

    const error = await failureOf(call({ url: '/events/getEntry/u1' }, { networkMessage: messages.serverUnreachable }));

    expect(error.message).toBe(messages.unexpectedError);
    expect(error.reachedServer).toBe(true);
  });

  it.each([
    [400, 'Enter a valid email'],
    [404, 'No account with this email'],
    [409, 'Member already added'],
    [429, 'Too many attempts, try again in a minute'],
    [500, 'Internal Server Error'],
  ])('shows the server message of a %i answer', async (status, message) => {
    mock.onPost('/auth/team/addMembers').reply(status, { success: false, message });

    const error = await failureOf(
      call({ method: 'POST', url: '/auth/team/addMembers', data: {} }, { networkMessage: messages.serverUnreachable }),
    );

    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.reachedServer).toBe(true);
  });

  it('shows the given network message when the server cannot be reached', async () => {
    mock.onGet('/auth/team/getMyTeam/Mineac/u1').networkError();

    const error = await failureOf(
      call({ url: '/auth/team/getMyTeam/Mineac/u1' }, { networkMessage: messages.serverNotReachable }),
    );

    expect(error.message).toBe('Server not reachable');
    expect(error.status).toBeUndefined();
    expect(error.reachedServer).toBe(false);
  });

  it('shows the given network message when the request times out', async () => {
    mock.onPost('/auth/resetPassword').timeout();

    const error = await failureOf(
      call({ method: 'POST', url: '/auth/resetPassword', data: {} }, { networkMessage: messages.serverUnreachable }),
    );

    expect(error.message).toBe('Server unreachable');
    expect(error.reachedServer).toBe(false);
  });

  it('uses the caller’s fallback when an error answer has no message', async () => {
    mock.onPost('/auth/team/createTeam').reply(500);

    const error = await failureOf(
      call(
        { method: 'POST', url: '/auth/team/createTeam', data: {} },
        { networkMessage: messages.serverNotReachable, fallbackMessage: messages.teamCreateFailed },
      ),
    );

    expect(error.message).toBe('Internal Server Error');
    expect(error.status).toBe(500);
  });
});

describe('the Authorization header', () => {
  it('carries the stored token when signed in', async () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    mock.onGet('/auth/updateUser/asha@example.org').reply(200, { success: true });

    await call({ url: '/auth/updateUser/asha@example.org' }, { networkMessage: messages.internalServerError });

    expect(authorizationOf(mock.history.get[0])).toBe('Bearer tok-1');
  });

  it('is absent when signed out', async () => {
    mock.onGet('/auth/checkEmail/a@b.c').reply(200, { success: true });

    await call({ url: '/auth/checkEmail/a@b.c' }, { networkMessage: messages.unexpectedError });

    expect(authorizationOf(mock.history.get[0])).toBeUndefined();
  });

  it('is not sent to another site', async () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    mock.onGet('https://forms.example.org/quiz').reply(200, { success: true });

    await call({ url: 'https://forms.example.org/quiz' }, { networkMessage: messages.unexpectedError });

    expect(authorizationOf(mock.history.get[0])).toBeUndefined();
  });
});

describe('a 401 answer', () => {
  it('signs the user out when the request carried the stored token', async () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    const listener = jest.fn();
    const stop = userStore.subscribe(listener);
    mock.onGet('/auth/team/getMyTeam/Mineac/u1').reply(401, { success: false, message: 'Please sign in again' });

    const error = await failureOf(
      call({ url: '/auth/team/getMyTeam/Mineac/u1' }, { networkMessage: messages.serverNotReachable }),
    );

    expect(error.message).toBe('Please sign in again');
    expect(error.status).toBe(401);
    expect(userStore.get()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);
    stop();
  });

  it('keeps the signed-in user when a sign-in attempt is refused', async () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    mock.onPost('/auth/login').reply(401, { success: false, message: 'Invalid email or password' });

    const error = await failureOf(
      call(
        { method: 'POST', url: '/auth/login', data: { email: 'x@y.z', password: 'Wrong1' } },
        { networkMessage: messages.internalServerError },
      ),
    );

    expect(error.message).toBe('Invalid email or password');
    expect(authorizationOf(mock.history.post[0])).toBeUndefined();
    expect(userStore.get()?.token).toBe('tok-1');
  });

  it('keeps a user who signed in again while an older request was on its way', async () => {
    userStore.setFromLogin({ token: 'tok-old', user: sampleUser() });
    let answer: (value: [number, unknown]) => void = () => undefined;
    mock.onGet('/auth/team/getMyTeam/Mineac/u1').reply(() => new Promise((resolve) => (answer = resolve)));

    const pending = failureOf(call({ url: '/auth/team/getMyTeam/Mineac/u1' }, { networkMessage: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    userStore.setFromLogin({ token: 'tok-new', user: sampleUser() });
    answer([401, { success: false, message: 'Session expired' }]);
    await pending;

    expect(userStore.get()?.token).toBe('tok-new');
  });
});

describe('configureApi', () => {
  afterEach(() => configureApi({ baseURL: '/api' }));

  it('points every call at the configured base address', async () => {
    configureApi({ baseURL: 'https://api.greatstep.example/api' });
    mock.onGet('/auth/checkMobile/9876543210').reply(200, { success: true });

    await call({ url: '/auth/checkMobile/9876543210' }, { networkMessage: messages.unexpectedError });

    expect(mock.history.get[0]?.baseURL).toBe('https://api.greatstep.example/api');
  });

  it('defaults to /api on the page’s own origin, with a 15 s timeout', () => {
    configureApi({ timeout: 15_000 });
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.timeout).toBe(15_000);
  });
});
