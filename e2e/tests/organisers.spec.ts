import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request as requestContext, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInAs, signUpViaApi, type Account } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { cspViolations, watchCsp } from '../support/csp';
import { expect, INTRO_PLAYED_KEY, test, WCAG_21_AA } from '../support/fixtures';
import { expectNoSideScroll, lineBreaksOf, misalignedTops, placeholderFits } from '../support/layout';
import { newestMailTo, outboxOf } from '../support/outbox';
import { ORGANISERS_SITE_PORTS } from '../support/servers';
import { SiteProcess } from '../support/site-process';

/*
 * The organisers' journey (docs/PRODUCT.md#organisers-area) on a site of its own: the organiser is made by
 * `npm run admin -- grant-organiser`, which the embedded database allows only while the site is stopped, so the
 * site is stopped and started again around it, as an organiser on a one-machine fest would.
 */
test.describe.configure({ mode: 'serial' });

let site: SiteProcess;
let api: APIRequestContext;
let organiser: Account;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = ORGANISERS_SITE_PORTS[test.info().project.name]!;
  site = new SiteProcess(port, path.join(os.tmpdir(), `greatstep-e2e-organisers-${port}-${Date.now()}`));
  await site.start();
  api = await requestContext.newContext({ baseURL: site.url });
  organiser = await signUpViaApi(api, { firstName: 'Desk' }, outboxOf(site.dataDir));
  await site.stop();
  expect(await site.admin(['grant-organiser', organiser.email])).toContain(organiser.email);
  await site.start();
  // Signed in again: the record a browser keeps now says organiser, as the profile's refresh would make it.
  const login = await api.post('/api/auth/login', { data: { email: organiser.email, password: organiser.password } });
  const answer = (await login.json()) as { token: string; user: Account['user'] };
  organiser = { ...organiser, token: answer.token, user: answer.user };
  expect(answer.user.organiser).toBe(true);
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

const student = (firstName: string) => signUpViaApi(api, { firstName, lastName: 'Kumar' }, outboxOf(site.dataDir));

/** A UPI transaction id no other account of this run has used. */
const upiId = () => `4${String(Date.now()).slice(-11)}`;

/** A student's own browser, at this project's size, past the intro. */
async function studentTab(browser: Browser): Promise<Page> {
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const tab = await (await browser.newContext({ viewport, isMobile, hasTouch })).newPage();
  await tab.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_PLAYED_KEY);
  return tab;
}

/** The student pays elsewhere, then enters the payment's reference on /payment. */
async function enterReference(page: Page, account: Account, reference: string) {
  await signInAs(page, account);
  await page.goto(`${site.url}/payment`);
  await page.getByLabel('Payment reference').fill(reference);
  await page.getByRole('button', { name: 'Submit reference' }).click();
  await expect(page.getByText('Payment pending verification').first()).toBeVisible();
}

/** The organiser opens the registrations from their profile and finds the account by a search. */
async function findAsOrganiser(page: Page, search: string) {
  await signInAs(page, organiser);
  await page.goto(`${site.url}/profile`);
  await page.getByRole('link', { name: "Organisers' area" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organisers' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Organisers' }).getByRole('link', { name: 'Registrations' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 account$/ })).toBeVisible();
}

/**
 * Verified, the payment page is the fee and its note, nothing else (docs/PRODUCT.md#payment): no way to pay again,
 * no form, no notes, and no empty band between the summary and the note.
 */
async function expectPaymentPageVerified(page: Page, reference: string) {
  // The profile offers no way there once the fee is paid: a bookmark, say.
  await page.goto(`${site.url}/payment`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const note = page.getByText('Participation fee paid').locator('..');
  await expect(note).toContainText(`Reference: ${reference}`);
  for (const gone of ['Proceed to Pay', 'Payment reference', 'Already paid?', 'Notes', 'Online payment opens soon']) {
    await expect(page.getByText(gone)).toHaveCount(0);
  }
  const summary = await page.getByRole('table', { name: 'Payment summary' }).boundingBox();
  const shown = await note.boundingBox();
  const card = await page.getByRole('heading', { level: 1, name: 'Payment' }).locator('..').boundingBox();
  // The note follows the summary at the card's usual spacing (1 rem), and the card ends with it.
  expect(shown!.y - (summary!.y + summary!.height)).toBeLessThanOrEqual(20);
  expect(card!.y + card!.height - (shown!.y + shown!.height)).toBeLessThanOrEqual(40);
  expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
}

/** Rejected, the note with the reason comes first, then the way to pay again and the form for the new reference. */
async function expectPaymentPageRejected(page: Page, reference: string) {
  await page.getByRole('link', { name: 'Enter the reference of a new payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const note = page.getByText('Payment not accepted').locator('..');
  await expect(note).toContainText(`Reference: ${reference}`);
  await expect(note).toContainText('Reason: No payment with this id in our statement');
  // This site sets no payment form: the society's e-mail, and no terms box that would unlock nothing.
  await expect(page.getByText('Online payment opens soon.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Already paid?' })).toBeVisible();
  await expect(page.getByLabel('Payment reference')).toBeEditable();
  expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
}

test('an organiser finds a student who paid and verifies them; the student sees it and has the mail', async ({
  browser,
  page: desk,
}) => {
  const asha = await student('Asha');
  const reference = upiId();
  const studentPage = await studentTab(browser);
  await enterReference(studentPage, asha, reference);

  await findAsOrganiser(desk, reference);
  const row = desk.getByRole('row', { name: /Asha Kumar/ });
  await expect(row).toContainText(reference);
  expect(await axeViolations(desk, { tags: WCAG_21_AA })).toEqual([]);
  await row.getByRole('button', { name: 'Verify Asha Kumar' }).click();
  await row.getByRole('button', { name: 'Confirm verify' }).click();
  await expect(desk.getByText('Payment verified, the student has been mailed')).toBeVisible();
  await expect(row).toContainText('Verified');

  await studentPage.goto(`${site.url}/profile`);
  await expect(studentPage.getByText('Participation fee paid')).toBeVisible();
  expect(await newestMailTo(asha.email, outboxOf(site.dataDir))).toMatch(/Subject: Your GreatStep payment is verified/);
  await expectPaymentPageVerified(studentPage, reference);
  await studentPage.context().close();
});

// At both sizes, though no size changes its outcome: the next journey's badges need a rejected student in this run.
test("a rejection's reason reaches the student", async ({ browser, page }) => {
  const ravi = await student('Ravi');
  const reference = upiId();
  const studentPage = await studentTab(browser);
  await enterReference(studentPage, ravi, reference);

  await findAsOrganiser(page, ravi.email);
  const row = page.getByRole('row', { name: /Ravi Kumar/ });
  await row.getByRole('button', { name: 'Reject Ravi Kumar' }).click();
  // No reason, no rejection: the box says so, and the message goes once a reason is typed.
  await row.getByRole('button', { name: 'Confirm reject' }).click();
  const reasonBox = row.getByLabel('Reason, mailed to Ravi Kumar');
  await expect(reasonBox).toHaveAccessibleDescription('Give the student a reason');
  await reasonBox.fill('No payment with this id in our statement');
  await expect(row.getByText('Give the student a reason')).toHaveCount(0);
  await expect(reasonBox).not.toHaveAttribute('aria-invalid');
  await row.getByRole('button', { name: 'Confirm reject' }).click();
  await expect(page.getByText('Payment rejected, the student has been mailed the reason')).toBeVisible();

  await studentPage.goto(`${site.url}/profile`);
  await expect(studentPage.getByText('No payment with this id in our statement')).toBeVisible();
  expect(await newestMailTo(ravi.email, outboxOf(site.dataDir))).toMatch(/No payment with this id in our statement/);
  await expectPaymentPageRejected(studentPage, reference);
  await studentPage.context().close();
});

test('the registrations and a team read well at this size: filters in line, whole words, a colour per state', async ({
  page,
}) => {
  // A long address, a team of two, a reference pending: beside the verified and rejected students above.
  const suffix = Date.now().toString(36);
  const venkat = await signUpViaApi(
    api,
    {
      // Long, but short enough for one line of a mail's To: header, where the outbox reader looks for it.
      email: `venkatalakshmi.raghunathan.${suffix}@example-college.ac.in`,
      firstName: 'Venkatalakshmi',
      lastName: 'Subramaniam-Raghunathan',
    },
    outboxOf(site.dataDir),
  );
  const headers = { authorization: `Bearer ${venkat.token}` };
  await api.put('/api/payment/reference', { headers, data: { reference: upiId() } });
  const team = await api.post('/api/auth/team/createTeam', {
    headers,
    data: { leader_id: venkat.user._id, event: 'Mine_CS' },
  });
  const { _id: teamId } = ((await team.json()) as { team: { _id: string } }).team;
  const member = await student('Meera');
  await api.post('/api/auth/team/addMembers', { headers, data: { team_id: teamId, memberEmail: member.email } });

  await signInAs(page, organiser);
  await page.goto(`${site.url}/organisers/registrations`);
  const table = page.getByRole('table', { name: /Registrations/ });
  await expect(table.getByRole('row', { name: /Venkatalakshmi/ })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search' });
  // Soft: each way the page can read badly is reported, not only the first.
  expect.soft(await placeholderFits(search), 'the search placeholder shows whole').toBe(true);
  const controls = page.getByRole('search').locator('input, select, button');
  expect.soft(await misalignedTops(controls), 'filters on one line start at one height').toEqual([]);

  // An e-mail wraps after a dot, an @ or a hyphen, never inside a word.
  const midWord = (breaks: string[][]) => breaks.flat().filter((pair) => !/^[.@-]\|/.test(pair));
  const emails = table.locator('a[href^="mailto:"]');
  expect(await emails.count()).toBeGreaterThan(3);
  expect.soft(midWord(await lineBreaksOf(emails)), 'e-mails of the registrations').toEqual([]);

  const badges = table.getByText(/^(Not paid|Pending|Verified|Rejected)$/);
  const colours = new Map<string, string>();
  for (const badge of await badges.all()) {
    colours.set((await badge.textContent()) ?? '', await badge.evaluate((node) => getComputedStyle(node).color));
  }
  expect([...colours.keys()].sort()).toEqual(['Not paid', 'Pending', 'Rejected', 'Verified']);
  expect.soft(new Set(colours.values()).size, `one colour per state: ${JSON.stringify([...colours])}`).toBe(4);
  expect.soft(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);

  await page.goto(`${site.url}/organisers/teams/Mine_CS`);
  const teamPanel = page.getByRole('region', { name: 'Team of Venkatalakshmi Subramaniam-Raghunathan' });
  const leaderCell = teamPanel.getByRole('rowheader', { name: /Venkatalakshmi/ });
  const badge = leaderCell.getByText('leader', { exact: true });
  const [badgeBox, cellBox] = [await badge.boundingBox(), await leaderCell.boundingBox()];
  expect.soft(badgeBox!.width, 'the leader badge is as wide as its word').toBeLessThan(cellBox!.width / 2);
  expect.soft(midWord(await lineBreaksOf(teamPanel.locator('a[href^="mailto:"]'))), 'e-mails of the team').toEqual([]);
  // A phone number is never cut in two.
  expect.soft(await lineBreaksOf(teamPanel.locator('a[href^="tel:"]')), 'phone numbers').toEqual([[], []]);
  await expectNoSideScroll(page);
});

test(
  "a CSV download is the command line's file, byte for byte, with the payment's state",
  { tag: '@one-size' },
  async ({ page }) => {
    await signInAs(page, organiser);
    await page.goto(`${site.url}/organisers`);
    await expect(page.getByRole('region', { name: 'Counts' })).toBeVisible();
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'users.csv' }).click();
    const file = await (await download).path();
    // The command line asks the running site (it holds the embedded database) with the organiser's token.
    const cli = await site.admin(['users'], { ORGANISER_TOKEN: organiser.token });
    expect(await readFile(file, 'utf8')).toBe(cli);
    expect(cli).toContain(organiser.email);

    // An event's file, from its teams' page: the payment's state, so a reference pending is not a fee unpaid.
    await page.goto(`${site.url}/organisers/teams/Mine_CS`);
    const eventDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'registrations-Mine_CS.csv' }).click();
    const eventFile = await readFile(await (await eventDownload).path(), 'utf8');
    expect(eventFile).toBe(
      await site.admin(['registrations', '--event', 'Mine_CS'], { ORGANISER_TOKEN: organiser.token }),
    );
    const [header, ...rows] = eventFile.trimEnd().split('\r\n');
    expect(header).toMatch(/,Payment verified,Payment state,Payment reference$/);
    expect(rows.find((row) => row.includes('Venkatalakshmi'))).toMatch(/,leader,.*,no,pending,\d{12}$/);
    expect(rows.find((row) => row.includes('Meera'))).toMatch(/,member,.*,no,unpaid,$/);
  },
);

test("the organisers' pages load under the site's CSP with no violation (docs/SECURITY.md#the-pages-content-security-policy)", async ({
  page,
}) => {
  await signInAs(page, organiser);
  await watchCsp(page);
  for (const [pagePath, heading] of [
    ['/organisers', 'Organisers'],
    ['/organisers/registrations?state=pending', 'Registrations'],
    ['/organisers/teams/Mine_CS', /^Teams of /],
  ] as const) {
    await page.goto(`${site.url}${pagePath}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page), pagePath).toEqual([]);
  }
});
