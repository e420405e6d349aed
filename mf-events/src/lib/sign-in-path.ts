/**
 * Sign In, where a visitor who is not signed in is sent to register or to make a guess (docs/PRODUCT.md#sign-in). The
 * account remote's page; its path is published and fixed (docs/PRODUCT.md#route-table).
 */
export const SIGN_IN_PATH = '/signin';
