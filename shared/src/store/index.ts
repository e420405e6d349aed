export { CUR_USER_KEY, createUserStore } from './user-store';
export type { UserListener, UserStore, UserStoreOptions } from './user-store';
export { userStore } from './shared-user-store';
export { parseCurUser, curUserFromLogin } from './parse-cur-user';
