/** The OpenAPI security requirement of calls that need `Authorization: Bearer <token>` (see plugins/external/docs.ts). */
export const signedInSecurity = [{ bearer: [] }];
