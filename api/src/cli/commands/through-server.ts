import {
  organiserLimits,
  paymentDecisionAnswerSchema,
  registrationsAnswerSchema,
  type ExportFile,
} from '@greatstep/shared/isomorphic';
import { CliError } from '../cli-error';
import { callFile, callJson, type RunningServer } from '../server-client';
import { addressOf, decisionLine } from './accounts';

/** An organiser's session on the running server: every call below is one of the organisers' calls. */
export interface OrganiserSession {
  server: RunningServer;
  token: string;
}

const SERVER_LOG = "the server's log says why";

/** The account's id, found as the organisers' search finds it: by part of its e-mail, then the exact address. */
async function accountIdOf({ server, token }: OrganiserSession, address: string): Promise<string> {
  for (let page = 1; page <= organiserLimits.page; page += 1) {
    const query = new URLSearchParams({
      q: address.slice(0, organiserLimits.query),
      pageSize: String(organiserLimits.pageSize),
      page: String(page),
    });
    const found = await callJson(
      server,
      { method: 'GET', path: `/api/organisers/registrations?${query.toString()}`, token },
      registrationsAnswerSchema,
    );
    const account = found.registrations.find((row) => row.email === address);
    if (account) return account._id;
    if (page * found.pageSize >= found.total) break;
  }
  throw new CliError(`No user with the e-mail ${address}`);
}

/**
 * The commands that have an organiser's call (docs/API.md#organisers), made through the running server: its
 * services decide, record (as done by the organiser) and mail, as they do for the organisers' pages.
 */
export const throughServer = {
  async 'verify-payment'(session: OrganiserSession, email: string, reference: string | null): Promise<string> {
    const userId = await accountIdOf(session, addressOf(email));
    const { account, mailed } = await callJson(
      session.server,
      {
        method: 'POST',
        path: `/api/organisers/payments/${userId}/verify`,
        token: session.token,
        body: { reference },
        keyed: true,
      },
      paymentDecisionAnswerSchema,
    );
    return decisionLine(account.email, 'verified', mailed, SERVER_LOG);
  },

  async 'reject-payment'(session: OrganiserSession, email: string, reason: string, reference: string): Promise<string> {
    const userId = await accountIdOf(session, addressOf(email));
    const { account, mailed } = await callJson(
      session.server,
      {
        method: 'POST',
        path: `/api/organisers/payments/${userId}/reject`,
        token: session.token,
        body: { reason, reference },
        keyed: true,
      },
      paymentDecisionAnswerSchema,
    );
    return decisionLine(account.email, 'rejected', mailed, SERVER_LOG);
  },

  /** The CSV of GET /organisers/exports, built by the same code as the direct mode's (api/src/exports). */
  export({ server, token }: OrganiserSession, file: ExportFile, eventKey: string | undefined): Promise<string> {
    const query = eventKey === undefined ? '' : `?${new URLSearchParams({ event: eventKey }).toString()}`;
    return callFile(server, { method: 'GET', path: `/api/organisers/exports/${file}${query}`, token });
  },
};
