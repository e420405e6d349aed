import { axeViolations } from '../support/axe';
import type { Browser, Page } from '@playwright/test';
import { signInAs, signUpViaApi, type Account } from '../support/accounts';
import { INTRO_PLAYED_KEY, WCAG_21_AA, expect, mainHeading, test } from '../support/fixtures';
import { expectNoSideScroll } from '../support/layout';
import { latestTeamLink } from '../support/outbox';

// Nobody can be kept in a team, or out of an event, against their will.
const MINEAC = '/great-step/events/competitions/Mineac';
const REGISTERED = 'You have successfully registered, check rules for more details';
const INVITED = 'They left this team, so we e-mailed them an invitation to rejoin';

/** A window of its own on a phone, as the member opening their mail would have; signed in only when asked. */
async function phoneWindow(browser: Browser, account?: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_PLAYED_KEY);
  if (account) await signInAs(page, account);
  return page;
}

function memberRow(page: Page, name: string) {
  return page.getByRole('region', { name: 'Your team', exact: true }).getByRole('row').filter({ hasText: name });
}

async function add(page: Page, account: Account, answer: string): Promise<void> {
  await page.getByRole('textbox', { name: "Member's email" }).fill(account.email);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert').filter({ hasText: answer }).last()).toBeVisible();
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page, { tags: WCAG_21_AA, impact: 'any' })).toEqual([]);
  await expectNoSideScroll(page);
}

test(
  'a member leaves by the mailed link; the leader can then only invite them back, and they choose to rejoin',
  { tag: '@one-size' },
  async ({ browser, page, request }) => {
    // Two sign-ups (argon2 hashing), three browser windows and three mails on a shared two-core machine.
    test.setTimeout(120_000);
    const [leader, bea] = await Promise.all([
      signUpViaApi(request, { firstName: 'Lead', lastName: 'Consent' }),
      signUpViaApi(request, { firstName: 'Bea', lastName: 'Free' }),
    ]);
    await signInAs(page, leader);
    await page.goto(MINEAC);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(REGISTERED)).toBeVisible();
    await add(page, bea, 'Member added');
    await expect(memberRow(page, 'Bea Free')).toBeVisible();

    // Bea's notice carries a way out; opening it changes nothing until she presses the button (no sign-in needed).
    const mail = await phoneWindow(browser);
    await mail.goto(await latestTeamLink(bea.email, 'leave'));
    await expect(mainHeading(mail)).toHaveText('Leave a team');
    await expect(mail.getByText('Lead Consent added you to their team for Mineac.')).toBeVisible();
    await expectAxeClean(mail);
    await page.reload();
    await expect(memberRow(page, 'Bea Free')).toBeVisible();

    await mail.getByRole('button', { name: 'Leave the team' }).click();
    await expect(mail.getByRole('status')).toHaveText('You have left the team for Mineac.');
    await expect(mail.getByRole('button', { name: 'Leave the team' })).toHaveCount(0);
    await expectAxeClean(mail);

    await page.reload();
    await expect(memberRow(page, 'Bea Free')).toHaveCount(0);
    await add(page, bea, INVITED);
    await page.reload();
    await expect(memberRow(page, 'Lead Consent')).toBeVisible();
    await expect(memberRow(page, 'Bea Free')).toHaveCount(0);

    // Out of the team, Bea is free to register for the event herself.
    const beaPage = await phoneWindow(browser, bea);
    await beaPage.goto(MINEAC);
    await expect(beaPage.getByRole('button', { name: 'Register' })).toBeVisible();

    // She chooses to rejoin instead, with the invitation.
    await mail.goto(await latestTeamLink(bea.email, 'join'));
    await expect(mainHeading(mail)).toHaveText('Rejoin a team');
    await expectAxeClean(mail);
    await mail.getByRole('button', { name: 'Rejoin the team' }).click();
    await expect(mail.getByRole('status')).toHaveText('You have joined the team for Mineac.');
    await mail.getByRole('link', { name: 'Go to the Mineac page' }).click();
    await expect(mainHeading(mail)).toHaveText('Mineac');

    await page.reload();
    await expect(memberRow(page, 'Bea Free')).toContainText('Member');
    await beaPage.reload();
    await expect(beaPage.getByText(REGISTERED)).toBeVisible();
    await expect(memberRow(beaPage, 'Lead Consent')).toContainText('Leader');

    await mail.context().close();
    await beaPage.context().close();
  },
);

test(
  'a member who leaves in the team panel is not added back, and registers a team of their own',
  { tag: '@one-size' },
  async ({ browser, page, request }) => {
    test.setTimeout(90_000);
    const [leader, kiran] = await Promise.all([
      signUpViaApi(request, { firstName: 'Lead', lastName: 'Again' }),
      signUpViaApi(request, { firstName: 'Kiran', lastName: 'Own' }),
    ]);
    await signInAs(page, leader);
    await page.goto(MINEAC);
    await page.getByRole('button', { name: 'Register' }).click();
    await add(page, kiran, 'Member added');

    const kiranPage = await phoneWindow(browser, kiran);
    await kiranPage.goto(MINEAC);
    // On a phone each person is a card of labelled lines, still a table's rows and cells to a screen
    // reader; the button is whole and in view, the e-mail on one or two lines.
    const kiranRow = memberRow(kiranPage, 'Kiran Own');
    await expect(kiranRow.getByRole('cell')).toHaveCount(4);
    const leave = kiranRow.getByRole('button', { name: 'Leave the team' });
    const box = await leave.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    const emailLines = await kiranRow
      .getByRole('cell')
      .filter({ hasText: kiran.email })
      .evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    expect(emailLines).toBeLessThanOrEqual(2);
    await leave.click();
    // One tap asks first.
    await expect(kiranRow.getByRole('group', { name: 'Leave the team?' })).toBeVisible();
    await kiranRow.getByRole('button', { name: 'Yes, leave the team' }).click();
    await expect(kiranPage.getByRole('button', { name: 'Register' })).toBeVisible();

    await page.reload();
    await expect(memberRow(page, 'Kiran Own')).toHaveCount(0);
    await add(page, kiran, INVITED);
    await kiranPage.reload();
    await kiranPage.getByRole('button', { name: 'Register' }).click();
    await expect(kiranPage.getByText(REGISTERED)).toBeVisible();
    await expect(memberRow(kiranPage, 'Kiran Own')).toContainText('Leader');

    await kiranPage.context().close();
  },
);
