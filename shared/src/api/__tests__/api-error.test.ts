import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { messages } from '../../messages';
import { ApiError, isApiError, toApiError } from '..';

function answered(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('toApiError', () => {
  it('uses the server message of an answer, whatever its status', () => {
    const error = toApiError(answered(403, { success: false, message: 'Not your team' }), messages.serverUnreachable);
    expect(error).toEqual(expect.objectContaining({ message: 'Not your team', status: 403, reachedServer: true }));
  });

  it('gives a generic message for an answer without a usable message', () => {
    expect(toApiError(answered(400, { success: false }), 'x').message).toBe(messages.unexpectedError);
    expect(toApiError(answered(404, { message: '   ' }), 'x').message).toBe(messages.unexpectedError);
    expect(toApiError(answered(500, 'oops'), 'x').message).toBe(messages.internalServerError);
  });

  it('carries the seconds of a Retry-After header', () => {
    const error = toApiError(answered(429, { success: false, message: 'Wait' }, { 'retry-after': '42' }), 'x');
    expect(error).toEqual(expect.objectContaining({ message: 'Wait', status: 429, retryAfterSeconds: 42 }));
    expect(toApiError(answered(400, { message: 'Bad' }), 'x').retryAfterSeconds).toBeUndefined();
  });

  it('prefers the caller’s fallback to the generic message', () => {
    expect(toApiError(answered(500, null), 'x', messages.teamLookupFailed).message).toBe('Internal server Error');
  });

  it('treats a gateway answer without the API’s body as the server not being reached', () => {
    const error = toApiError(answered(502, '<html>Bad Gateway</html>'), messages.serverUnreachable);
    expect(error).toEqual(
      expect.objectContaining({ message: 'Server unreachable', status: 502, reachedServer: false }),
    );
  });

  it('uses the network message when no answer came', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'), messages.serverNotReachable);
    expect(error).toEqual(expect.objectContaining({ message: 'Server not reachable', reachedServer: false }));
    expect(error.status).toBeUndefined();
  });

  it('uses the network message for anything that is not an HTTP error, keeping it as the cause', () => {
    const cause = new TypeError('boom');
    const error = toApiError(cause, messages.unexpectedError);
    expect(error.message).toBe('Unexpected Error');
    expect(error.cause).toBe(cause);
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError('Member already added', { status: 409, reachedServer: true });
    expect(toApiError(original, 'x')).toBe(original);
  });

  it('produces errors that callers can recognise', () => {
    const error = toApiError(new Error('x'), 'Server unreachable');
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
