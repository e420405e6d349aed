/**
 * @jest-environment node
 */
import { sampleUser } from './sample-user';
import { apiClient, messages, toastSettings, userStore } from '..';

// The API imports the main entry in Node, where there is no window and no localStorage.
describe('the main entry in Node', () => {
  it('loads without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(toastSettings.position).toBe('top-right');
    expect(messages.pleaseWait).toBe('please wait...');
  });

  it('has a working user store that keeps its value in memory', () => {
    const listener = jest.fn();
    const stop = userStore.subscribe(listener);
    expect(userStore.get()).toBeNull();

    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    expect(userStore.get()?.token).toBe('tok-1');
    userStore.clear();

    expect(userStore.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
