import { createUserStore, type UserStore } from './user-store';

const STORE_KEY: unique symbol = Symbol.for('@greatstep/shared/user-store');
const registry = globalThis as typeof globalThis & { [STORE_KEY]?: UserStore };

/**
 * The page's one user store. Module Federation shares this library as a singleton, but a subpath such as
 * `@greatstep/shared/react`, or a remote built with another copy, may bring a second module instance; keeping the
 * store on globalThis means every copy still notifies the same subscribers.
 */
export const userStore: UserStore = (registry[STORE_KEY] ??= createUserStore());
