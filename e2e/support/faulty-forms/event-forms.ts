import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { NO_ANSWER } from '../api-faults';
import { signInAs, signUpViaApi, withPaymentFormSet, type Account } from '../accounts';
import { expect } from '../fixtures';
import { latestTeamLink } from '../outbox';
import { describedBy, toastSaying, type FormCase } from './form-case';

/** The events' and the payment's forms the API can fail: Register, a team's changes, Guess The Theme, the reference. */

export const MINEAC = '/great-step/events/competitions/Mineac';

async function apiPost(request: APIRequestContext, account: Account, url: string, data: object) {
  const response = await request.post(url, { headers: { Authorization: `Bearer ${account.token}` }, data });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as { team: { _id: string } };
}

/** A leader registered for Mineac, and another account with `memberToo` already in the team. */
async function teamOnMineac(request: APIRequestContext, memberToo: boolean): Promise<[Account, Account]> {
  const [leader, other] = await Promise.all([
    signUpViaApi(request, { firstName: 'Lead', lastName: 'Fault' }),
    signUpViaApi(request, { firstName: 'Second', lastName: 'Fault' }),
  ]);
  const { team } = await apiPost(request, leader, '/api/auth/team/createTeam', {
    leader_id: leader.user._id,
    event: 'Mineac',
  });
  if (memberToo) {
    await apiPost(request, leader, '/api/auth/team/addMembers', { team_id: team._id, memberEmail: other.email });
  }
  return [leader, other];
}

const teamRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Your team', exact: true }).getByRole('row').filter({ hasText: name });

let memberEmail = '';
const upiId = () => `7${randomBytes(6).readUIntBE(0, 6).toString().padStart(11, '0').slice(-11)}`;
let reference = '';

const GUESS = '/great-step/events/competitions/gth';
const word1 = (page: Page) => page.getByRole('textbox', { name: 'Word 1 (4 letters)' });
const word2 = (page: Page) => page.getByRole('textbox', { name: 'Word 2 (7 letters)' });

export const eventForms: FormCase[] = [
  {
    name: 'registering for Quiz Spiel (an event whose Register may be tried again)',
    keyed: true,
    noAnswer: 'Server not reachable',
    // Register unlocks only when the server was not reached (docs/PRODUCT.md#competition-registration): the API's
    // own 503 keeps it locked, as on Mineac below.
    faults: NO_ANSWER,
    afterFailure: (page) => expect(page.getByRole('button', { name: 'Register' })).toBeEnabled(),
    async fill(page, request) {
      await signInAs(page, await signUpViaApi(request));
      await page.goto('/great-step/events/competitions/QS');
      await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
    },
    submit: (page) => page.getByRole('button', { name: 'Register' }).click(),
    kept: (page) => [page.getByRole('button', { name: 'Register' })],
    succeeded: (page) =>
      expect(page.getByText('You have successfully registered, check rules for more details')).toBeVisible(),
  },
  {
    name: 'adding a team member',
    keyed: true,
    noAnswer: 'Server unreachable',
    async fill(page, request) {
      const [leader, member] = await teamOnMineac(request, false);
      memberEmail = member.email;
      await signInAs(page, leader);
      await page.goto(MINEAC);
      await page.getByRole('textbox', { name: "Member's email" }).fill(member.email);
    },
    submit: (page) => page.getByRole('button', { name: 'Add' }).click(),
    kept: (page) => [[page.getByRole('textbox', { name: "Member's email" }), memberEmail]],
    async succeeded(page) {
      await expect(toastSaying(page, 'Member added')).toBeVisible();
      await expect(teamRow(page, 'Second Fault')).toBeVisible();
    },
  },
  {
    name: 'removing a team member',
    keyed: true,
    noAnswer: 'Server unreachable',
    async fill(page, request) {
      const [leader] = await teamOnMineac(request, true);
      await signInAs(page, leader);
      await page.goto(MINEAC);
      await page.getByRole('button', { name: 'Remove Second Fault' }).click();
    },
    submit: (page) => page.getByRole('button', { name: 'Yes, remove Second Fault' }).click(),
    kept: (page) => [page.getByRole('group', { name: 'Remove Second Fault?' }), teamRow(page, 'Second Fault')],
    succeeded: (page) => expect(teamRow(page, 'Second Fault')).toHaveCount(0),
  },
  {
    name: 'leaving a team by the mailed link',
    keyed: true,
    // This page has no words of its own in docs/PRODUCT.md#messages: it uses the team actions'.
    noAnswer: 'Server unreachable',
    toast: false,
    async fill(page, request) {
      const [, member] = await teamOnMineac(request, true);
      const link = new URL(await latestTeamLink(member.email, 'leave'));
      await page.goto(link.pathname);
      await expect(page.getByText('Lead Fault added you to their team for Mineac.')).toBeVisible();
    },
    submit: (page) => page.getByRole('button', { name: 'Leave the team' }).click(),
    showsInline: (page, message) => expect(page.getByRole('alert')).toHaveText(message),
    kept: (page) => [page.getByRole('button', { name: 'Leave the team' })],
    succeeded: (page) => expect(page.getByRole('status')).toHaveText('You have left the team for Mineac.'),
  },
  {
    name: 'Guess The Theme',
    keyed: true,
    noAnswer: 'Internal error',
    async fill(page, request) {
      await signInAs(page, await signUpViaApi(request));
      await page.goto(GUESS);
      await word1(page).fill('mine');
      await word2(page).fill('geology');
    },
    submit: (page) => page.getByRole('button', { name: 'Submit' }).click(),
    kept: (page) => [
      [word1(page), 'mine'],
      [word2(page), 'geology'],
    ],
    async succeeded(page) {
      await expect(page.getByText('Already Responded')).toBeVisible();
      await expect(page.getByText('Your guess: mine geology')).toBeVisible();
    },
  },
  {
    name: "payment's reference (Already paid?)",
    keyed: true,
    noAnswer: 'Server unreachable',
    async fill(page, request) {
      await withPaymentFormSet(page);
      await signInAs(page, await signUpViaApi(request));
      reference = upiId();
      await page.goto('/payment');
      await page.getByLabel('Payment reference').fill(reference);
    },
    submit: (page) => page.getByRole('button', { name: 'Submit reference' }).click(),
    showsInline: (page, message) => describedBy(page.getByLabel('Payment reference'), message),
    kept: (page) => [[page.getByLabel('Payment reference'), reference]],
    async succeeded(page) {
      await expect(toastSaying(page, 'Payment reference saved, an organiser will verify it soon')).toBeVisible();
      await expect(page.getByLabel('Payment reference')).toHaveValue('');
    },
  },
];
