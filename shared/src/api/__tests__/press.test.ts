import { AxiosHeaders, type AxiosRequestConfig } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { messages } from '../../messages';
import { ApiError, apiClient, call, onRetry, PRESS_TRIES, RETRY_WINDOW_MS } from '..';

/*
 * A press (a call that changes something) carries an Idempotency-Key, the same for each of its tries, and is tried
 * again while no answer comes or the server is busy (docs/API.md#idempotency). Time is jest's: the waits between
 * tries pass as the test moves the clock.
 */

const mock = new MockAdapter(apiClient);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const GATEWAY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';

function keyOf(config: AxiosRequestConfig | undefined): unknown {
  const headers: unknown = config?.headers;
  if (!(headers instanceof AxiosHeaders)) throw new Error('the request was not recorded with its headers');
  return headers.get('Idempotency-Key');
}

const createTeam = () =>
  call(
    { method: 'POST', url: '/auth/team/createTeam', data: { leader_id: 'u1', event: 'Mineac' } },
    { networkMessage: messages.serverNotReachable, keyed: true },
  );

/** The call's outcome, once the clock has moved on far enough for every try. */
async function settled<T>(promise: Promise<T>): Promise<{ value?: T; error?: ApiError }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error as ApiError }),
  );
  await jest.advanceTimersByTimeAsync(60_000);
  return outcome;
}

let notices: string[];
let stopListening: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  notices = [];
  stopListening = onRetry((words) => notices.push(words));
});
afterEach(() => {
  stopListening();
  jest.useRealTimers();
  mock.reset();
});

describe('a press', () => {
  it('sends a random UUID as its Idempotency-Key, another for the next press; other calls send none', async () => {
    mock.onPost('/auth/team/createTeam').reply(201, { success: true });
    mock.onGet('/auth/team/myTeams').reply(200, { success: true });
    await createTeam();
    await createTeam();
    await call({ url: '/auth/team/myTeams' }, { networkMessage: messages.serverNotReachable });

    const [first, second] = mock.history.post.map(keyOf);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(keyOf(mock.history.get[0])).toBeUndefined();
  });

  it('makes its key without crypto.randomUUID, which plain-http pages lack', async () => {
    const { randomUUID } = crypto;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      mock.onPost('/auth/team/createTeam').reply(201, { success: true });
      await createTeam();
      expect(keyOf(mock.history.post[0])).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it.each([
    ['no answer', (m: MockAdapter) => m.onPost('/auth/team/createTeam').networkErrorOnce()],
    ['a time-out', (m: MockAdapter) => m.onPost('/auth/team/createTeam').timeoutOnce()],
    ["a gateway's 502", (m: MockAdapter) => m.onPost('/auth/team/createTeam').replyOnce(502, GATEWAY_PAGE)],
    ["a gateway's 503", (m: MockAdapter) => m.onPost('/auth/team/createTeam').replyOnce(503, GATEWAY_PAGE)],
    ["a gateway's 504", (m: MockAdapter) => m.onPost('/auth/team/createTeam').replyOnce(504, GATEWAY_PAGE)],
  ])('is tried again with the same key after %s, saying it is still trying', async (_fault, fail) => {
    fail(mock);
    mock.onPost('/auth/team/createTeam').reply(201, { success: true, message: 'Registered' });

    const { value } = await settled(createTeam());

    expect(value).toMatchObject({ success: true, message: 'Registered' });
    const keys = mock.history.post.map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(notices).toEqual([messages.retryingNoAnswer]);
  });

  it("waits as long as the API's busy 503 asks before trying again, and says the server is busy", async () => {
    mock.onPost('/auth/team/createTeam').replyOnce(
      503,
      { success: false, message: 'The server is busy, please try again in a few seconds' },
      {
        'retry-after': '3',
      },
    );
    mock.onPost('/auth/team/createTeam').reply(201, { success: true });

    const outcome = createTeam();
    await jest.advanceTimersByTimeAsync(2_900);
    expect(mock.history.post).toHaveLength(1);
    expect(notices).toEqual([messages.retryingBusy]);
    await jest.advanceTimersByTimeAsync(200);
    expect(mock.history.post).toHaveLength(2);
    await expect(outcome).resolves.toMatchObject({ success: true });
  });

  it('is tried again while its earlier try still runs on the server (409 with Retry-After), then gets its answer', async () => {
    mock
      .onPost('/auth/team/createTeam')
      .replyOnce(503, GATEWAY_PAGE)
      .onPost('/auth/team/createTeam')
      .replyOnce(409, { success: false, message: 'This request is still being handled' }, { 'retry-after': '1' })
      .onPost('/auth/team/createTeam')
      .reply(201, { success: true, message: 'Registered' });

    const { value } = await settled(createTeam());

    expect(value).toMatchObject({ message: 'Registered' });
    expect(new Set(mock.history.post.map(keyOf)).size).toBe(1);
    expect(notices).toEqual([messages.retryingNoAnswer, messages.retryingBusy]);
  });

  it.each([
    [400, 'Unknown event'],
    [401, 'Please sign in to continue'],
    [409, 'You are already in a team for this event'],
    [422, 'This Idempotency-Key was sent with another request'],
    [500, 'Internal server error'],
  ])('is not tried again after an answer of %i: it shows it', async (status, message) => {
    mock.onPost('/auth/team/createTeam').reply(status, { success: false, message });

    const { error } = await settled(createTeam());

    expect(error?.message).toBe(message);
    expect(mock.history.post).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('is not tried again when the caller is over a limit (429): that wait is for the visitor to take', async () => {
    mock
      .onPost('/auth/team/createTeam')
      .reply(429, { success: false, message: 'Too many requests' }, { 'retry-after': '1' });

    const { error } = await settled(createTeam());

    expect(error?.message).toBe('Too many requests');
    expect(mock.history.post).toHaveLength(1);
  });

  it('shows its words for no answer once its tries are spent, all with one key, within the window', async () => {
    const tries: number[] = [];
    mock.onPost('/auth/team/createTeam').reply(() => {
      tries.push(Date.now());
      return [502, GATEWAY_PAGE];
    });

    const { error } = await settled(createTeam());

    expect(error).toBeInstanceOf(ApiError);
    expect(error?.message).toBe(messages.serverNotReachable);
    expect(error?.reachedServer).toBe(false);
    expect(tries).toHaveLength(PRESS_TRIES);
    expect((tries.at(-1) ?? 0) - (tries[0] ?? 0)).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(new Set(mock.history.post.map(keyOf)).size).toBe(1);
    expect(notices).toEqual(Array.from({ length: PRESS_TRIES - 1 }, () => messages.retryingNoAnswer));
  });

  it("gives up at once on a Retry-After longer than the window, with the server's message", async () => {
    mock
      .onPost('/auth/team/createTeam')
      .reply(503, { success: false, message: 'Service temporarily unavailable' }, { 'retry-after': '30' });

    const { error } = await settled(createTeam());

    expect(error?.message).toBe('Service temporarily unavailable');
    expect(mock.history.post).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('leaves calls that change nothing as they were: one try', async () => {
    mock.onGet('/auth/team/myTeams').networkError();

    const { error } = await settled(
      call({ url: '/auth/team/myTeams' }, { networkMessage: messages.serverNotReachable }),
    );

    expect(error?.message).toBe(messages.serverNotReachable);
    expect(mock.history.get).toHaveLength(1);
    expect(notices).toEqual([]);
  });
});
