import type { Page, Route } from '@playwright/test';
import { messages } from '@greatstep/shared/isomorphic';

/**
 * How the API can fail a call, as a browser meets it:
 *  - `unreachable`: nothing answers (the API process is down, the network is gone);
 *  - `gateway 503`: the proxy in front answers with its own HTML page, the API behind it being down;
 *  - `API 503`: the API itself answers 503 in its JSON shape (docs/API.md#answers-and-status-codes).
 */
export type ApiFault = 'unreachable' | 'gateway 503' | 'API 503';

/** The faults in which no answer of the API reaches the page: each form shows its own words for that. */
export const NO_ANSWER: readonly ApiFault[] = ['unreachable', 'gateway 503'];
export const EVERY_FAULT: readonly ApiFault[] = [...NO_ANSWER, 'API 503'];

/** What the API's own 503 says (`apiMessages.unavailable`); a page shows the server's message whatever the status. */
export const API_UNAVAILABLE = 'Service temporarily unavailable';

/** nginx's built-in page for a 503: what a proxy answers for an API it cannot use, without the API's JSON. */
const GATEWAY_PAGE =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n' +
  '<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** The words a form shows for `fault`, given its words for no answer. */
export function messageFor(fault: ApiFault, noAnswer: string): string {
  return fault === 'API 503' ? API_UNAVAILABLE : noAnswer;
}

/** What a page says while the API client tries a press again after `fault` (docs/API.md#idempotency). */
export function retryNoticeFor(fault: ApiFault): string {
  return fault === 'API 503' ? messages.retryingBusy : messages.retryingNoAnswer;
}

export interface InjectedFault {
  /** How many calls the fault has failed so far. */
  readonly failed: number;
  /** The Idempotency-Key of each failed call that carried one, in order. */
  readonly keys: readonly string[];
  /** The API answers again. */
  lift(): Promise<void>;
}

/** Fails every call to the API matching `calls` (all of /api by default) with `fault` until it is lifted. */
export async function injectApiFault(page: Page, fault: ApiFault, calls = '**/api/**'): Promise<InjectedFault> {
  let failed = 0;
  const keys: string[] = [];
  const fail = async (route: Route) => {
    failed += 1;
    const key = route.request().headers()['idempotency-key'];
    if (key !== undefined) keys.push(key);
    if (fault === 'unreachable') return route.abort('connectionrefused');
    if (fault === 'gateway 503') {
      return route.fulfill({ status: 503, contentType: 'text/html', body: GATEWAY_PAGE });
    }
    // The API's error handler sends Retry-After with its 503 (api/src/plugins/app/error-handler.ts).
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '5', 'cache-control': 'no-store' },
      json: { success: false, message: API_UNAVAILABLE },
    });
  };
  await page.route(calls, fail);
  return {
    get failed() {
      return failed;
    },
    keys,
    lift: () => page.unroute(calls, fail),
  };
}
