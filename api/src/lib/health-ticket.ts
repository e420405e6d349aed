import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock';

/*
 * The proof that a health report comes from a page load this site served
 * (docs/SECURITY.md#health-reports-count-only-from-served-pages). Once a page has loaded, its beacon asks the API
 * for a ticket: signed with REMOTE_HEALTH_SECRET, it names one page load (a random id the server draws), the cohort
 * the browser was served as and the release of each remote it was served, and it is bound to the network it was
 * asked from. Its reports count as that one page load, from that network alone, for an hour.
 *
 * A ticket, not a token in the page: the pages and remotes.json stay the same bytes for every browser of a release set
 * and cohort side, so nginx may cache them; a per-page-load credential can only come from a call of its own, made
 * after the page has loaded.
 */

/** How long a ticket's reports count: the hour a canary is judged over. */
export const HEALTH_TICKET_VALID_MS = 60 * 60_000;

/** The signed part (base64url JSON), a dot, the signature: what the ticket call answers and the beacon sends. */
export const HEALTH_TICKET_FORM = /^[\w-]{16,600}\.[\w-]{43}$/;

/** A page load's id: 16 random bytes, base64url. */
const LOAD_ID = /^[\w-]{22}$/;

/** What a ticket says. */
export interface HealthTicket {
  /** The page load: the session all of its reports count as. */
  load: string;
  /** The cohort the browser was served as (0–99; 100: none, the stable side). */
  cohort: number;
  /** The release each remote was served as (null: the built-in entry beside a canary); absent: no release. */
  releases: Partial<Record<string, number | null>>;
}

export interface HealthTickets {
  /** A ticket for a new page load, asked for from `network` (lib/network.ts). */
  issue(served: Omit<HealthTicket, 'load'>, network: string): string;
  /** What the ticket says, when it is one of ours, unexpired, and sent from the network it was issued to; else null. */
  read(ticket: string | undefined, network: string): HealthTicket | null;
  /**
   * A keyed hash of a network: what groups its reports for a canary's fair share, without keeping the address. Only
   * the key's holder could find the address again, by trying every one.
   */
  networkTag(network: string): string;
}

interface Signed {
  l: string;
  c: number;
  r: Partial<Record<string, number | null>>;
  /** Expiry, in seconds. */
  e: number;
}

const sign = (secret: string, network: string, payload: string) =>
  createHmac('sha256', secret).update(`greatstep remote health ticket\n${network}\n${payload}`).digest();

const isRelease = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) > 0);

/** The signed part's shape: only ever parsed once its signature is ours, so a check of form, not of trust. */
function parsed(payload: string): Signed | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { l, c, r, e } = value as Partial<Signed>;
  if (typeof l !== 'string' || !LOAD_ID.test(l) || !Number.isInteger(c) || !Number.isInteger(e)) return null;
  if (typeof r !== 'object' || r === null || !Object.values(r).every(isRelease)) return null;
  return { l, c: c as number, r, e: e as number };
}

export function createHealthTickets(secret: string, clock: Clock): HealthTickets {
  return {
    issue({ cohort, releases }, network) {
      const expiry = Math.ceil((clock().getTime() + HEALTH_TICKET_VALID_MS) / 1000);
      const signed: Signed = { l: randomBytes(16).toString('base64url'), c: cohort, r: releases, e: expiry };
      const payload = Buffer.from(JSON.stringify(signed)).toString('base64url');
      return `${payload}.${sign(secret, network, payload).toString('base64url')}`;
    },

    read(ticket, network) {
      if (ticket === undefined || !HEALTH_TICKET_FORM.test(ticket)) return null;
      const [payload = '', signature = ''] = ticket.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(secret, network, payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const signed = parsed(payload);
      const now = clock().getTime();
      // Expired, or later than any this server issues.
      if (!signed || signed.e * 1000 <= now || signed.e * 1000 > now + HEALTH_TICKET_VALID_MS + 1000) return null;
      return { load: signed.l, cohort: signed.c, releases: signed.r };
    },

    networkTag(network) {
      return createHmac('sha256', secret)
        .update(`greatstep remote health network\n${network}`)
        .digest('base64url')
        .slice(0, 16);
    },
  };
}

/** For a process that serves no page and takes no report (the command line): issues nothing, accepts nothing. */
export const NO_HEALTH_TICKETS: HealthTickets = {
  issue() {
    throw new Error('this process issues no health tickets');
  },
  read: () => null,
  networkTag() {
    throw new Error('this process takes no health reports');
  },
};
