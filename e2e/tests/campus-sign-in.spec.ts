import os from 'node:os';
import path from 'node:path';
import { request as requestContext, type APIRequestContext } from '@playwright/test';
import { messages } from '@greatstep/shared';
import { signInThroughPage, signUpViaApi, type Account } from '../support/accounts';
import { expect, expectInNav, test } from '../support/fixtures';
import { outboxOf } from '../support/outbox';
import { CAMPUS_SITE_PORT } from '../support/servers';
import { SiteProcess } from '../support/site-process';

/*
 * A campus behind one address (docs/SECURITY.md#one-address-many-people): a guesser there sprays one wrong password
 * over 320 accounts, which makes the address hot. A student on a phone, with no device cookie, then signs in from the
 * form: the page says it is checking the browser, solves the server's challenge and signs in by itself. On a site of
 * its own, whose every visitor is 127.0.0.1, so that no other journey meets the hot address.
 */

const site = new SiteProcess(
  CAMPUS_SITE_PORT,
  path.join(os.tmpdir(), `greatstep-e2e-campus-${CAMPUS_SITE_PORT}-${Date.now()}`),
);
const SPRAYED = 320;
/** The start of the API's words for a sign-in asked for a proof (apiMessages.loginChallenge). */
const CHECKING = 'Many sign-ins have failed from your network';

let api: APIRequestContext;
let student: Account;

test.use({ baseURL: site.url, allowConsoleErrors: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await site.start();
  api = await requestContext.newContext({ baseURL: site.url });
  student = await signUpViaApi(api, { firstName: 'Campus' }, outboxOf(site.dataDir));
  const sprayed = [student.email, ...Array.from({ length: SPRAYED - 1 }, (_, n) => `sprayed.${n}@example.com`)];
  // The guesser's own client: the student's device cookie, which the sign-up's sign-in set in `api`, is not its.
  const guesser = await requestContext.newContext({ baseURL: site.url });
  const statuses: number[] = [];
  // Four at a time, as a script would: the site's password hashing is the pace either way.
  for (let n = 0; n < sprayed.length; n += 4) {
    const answers = await Promise.all(
      sprayed
        .slice(n, n + 4)
        .map((email) => guesser.post('/api/auth/login', { data: { email, password: 'Spring2025' } })),
    );
    statuses.push(...answers.map((answer) => answer.status()));
  }
  await guesser.dispose();
  // The first 300 were checked and failed; past them the address is hot and the guesses are asked for a proof.
  const tally = (status: number) => statuses.filter((answer) => answer === status).length;
  expect({ 401: tally(401), 429: tally(429) }).toEqual({ 401: 300, 429: SPRAYED - 300 });
});

test.afterAll(async () => {
  await api?.dispose();
  await site.stop();
});

test('a student on the hot address signs in from the form, the browser checked on the way @one-size', async ({
  page,
}) => {
  test.slow();
  // A mid-range phone: Chromium's CPU slowed four times.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await signInThroughPage(page, student.email, student.password);
  await expect(page.getByRole('status').filter({ hasText: CHECKING })).toBeVisible();
  await expect(page.getByText(messages.loginSuccess)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: CHECKING })).toHaveCount(0);
  await expectInNav(page, 'Profile');
});
