/**
 * @jest-environment node
 */
import * as shared from '../isomorphic';

// The API imports the isomorphic entry in Node: loading it must not pull in the browser-only parts of the library.
// Each of them throws here if anything the entry reaches imports it (jest runs these mocks before the import).
jest.mock('../store', () => {
  throw new Error('the isomorphic entry loaded the user store');
});
jest.mock('../toasts', () => {
  throw new Error('the isomorphic entry loaded the toast settings');
});
jest.mock('../api', () => {
  throw new Error('the isomorphic entry loaded the API client');
});
jest.mock('axios', () => {
  throw new Error('the isomorphic entry loaded axios');
});
jest.mock('react', () => {
  throw new Error('the isomorphic entry loaded React');
});

const STORE_KEY = Symbol.for('@greatstep/shared/user-store');

describe('the isomorphic entry in Node', () => {
  it('loads without a window and creates no user store', () => {
    expect(typeof window).toBe('undefined');
    expect((globalThis as Record<symbol, unknown>)[STORE_KEY]).toBeUndefined();
    expect(shared.messages.incorrectOtp).toBe('Incorrect otp');
    expect(shared.registerSchema.safeParse({}).success).toBe(false);
    expect(shared.findEventByKey('Mine_CS')?.key).toBe('Mine_CS');
    expect(shared.isKnownCollege(1)).toBe(true);
  });
});
