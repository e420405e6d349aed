/** The OpenAPI security requirement of calls that need `Authorization: Bearer <token>` (see plugins/docs.ts). */
export const signedInSecurity = [{ bearer: [] }];
