/**
 * @jest-environment node
 */
import { sampleUser } from './sample-user';
import { messages, toastSettings, userStore } from '..';
import { apiClient } from '../api';
import { registerSchema } from '../schemas';

// The API imports the main entry and its subpaths in Node, where there is no window and no localStorage.
describe('the main entry in Node', () => {
  it('loads without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(toastSettings.position).toBe('top-right');
    expect(messages.pleaseWait).toBe('please wait...');
    expect(registerSchema.safeParse({}).success).toBe(false);
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
