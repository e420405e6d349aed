import {
  collegeName,
  events as catalogue,
  findEventByKey,
  isKnownCollege,
  messages,
  PARTICIPATION_FEE_RUPEES,
  PAYMENT_STATES,
  teamSizeOf,
  type AccountRow,
  type AuditRecord,
  type ExportFile,
  type OrganiserSummary,
  type PaymentState,
} from '@greatstep/shared/isomorphic';
import type { Executor } from '../db/database';
import type { AccountFilter, AccountSort, AuditRow, PublicUserRow, RegistrationRow } from '../db/repositories';
import { exportCsv } from '../exports';
import { BadInputError, NotFoundError } from '../lib/domain-errors';
import { exportAuditEntry, type Actor } from './actor';
import type { ServiceDeps } from './deps';
import { paymentOf } from './user-view';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Paged<Row> extends PageRequest {
  total: number;
  rows: Row[];
}

const offsetOf = ({ page, pageSize }: PageRequest) => ({ offset: (page - 1) * pageSize, limit: pageSize });

/** An account as organisers see it (docs/API.md#organisers). */
export function toAccountRow(row: PublicUserRow, events: string[]): AccountRow {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    college: row.college,
    collegeName: collegeName(row.college, row.otherCollege),
    year: row.year,
    createdAt: row.createdAt.toISOString(),
    payment: { ...paymentOf(row), updatedAt: row.paymentUpdatedAt?.toISOString() ?? null },
    organiser: row.role === 'organiser',
    events,
  };
}

const contactOf = (row: RegistrationRow) => ({
  _id: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobile: row.mobile,
  collegeName: collegeName(row.college, row.otherCollege),
  year: row.year,
  paymentState: row.paymentState,
});

const auditView = (row: AuditRow): AuditRecord => ({
  _id: String(row.id),
  at: row.createdAt.toISOString(),
  actor: row.actor,
  actorId: row.actorId,
  action: row.action,
  targetId: row.targetId,
  target: row.target,
  before: row.before,
  after: row.after,
});

/** The organisers' reads (docs/API.md#organisers); the roles are services/roles-service.ts's. */
export function createOrganisersService({ db, repos, clock }: ServiceDeps) {
  return {
    async summary(): Promise<Omit<OrganiserSummary, 'success' | 'message'>> {
      const [accounts, perEvent, perState] = await Promise.all([
        repos.organisers.countAccounts(),
        repos.teams.countPerEvent(),
        repos.payments.countByState(),
      ]);
      const payments = Object.fromEntries(PAYMENT_STATES.map((state) => [state, 0])) as Record<PaymentState, number>;
      for (const { state, accounts: count } of perState) payments[state] = count;
      const counted = new Map(perEvent.map((row) => [row.event, row]));
      return {
        accounts,
        // Every event that registers teams, in catalogue order, those without a team yet included.
        events: catalogue.flatMap((event) =>
          event.key
            ? [
                {
                  event: event.key,
                  name: event.name,
                  teamSize: teamSizeOf(event),
                  teams: counted.get(event.key)?.teams ?? 0,
                  people: counted.get(event.key)?.people ?? 0,
                },
              ]
            : [],
        ),
        payments,
        feeRupees: PARTICIPATION_FEE_RUPEES,
        feesReceivedRupees: payments.verified * PARTICIPATION_FEE_RUPEES,
      };
    },

    async registrations(filter: AccountFilter, sort: AccountSort, page: PageRequest): Promise<Paged<AccountRow>> {
      if (filter.college !== undefined && !isKnownCollege(filter.college))
        throw new BadInputError(messages.selectCollege);
      const found = await repos.organisers.searchAccounts(filter, sort, offsetOf(page));
      const events = await repos.organisers.eventsOf(found.rows.map((row) => row.id));
      return {
        ...page,
        total: found.total,
        rows: found.rows.map((row) => toAccountRow(row, events.get(row.id) ?? [])),
      };
    },

    /** One account as the lists show it, such as the one a decision was just taken on. */
    async accountRow(row: PublicUserRow, tx?: Executor): Promise<AccountRow> {
      const events = await repos.organisers.eventsOf([row.id], tx);
      return toAccountRow(row, events.get(row.id) ?? []);
    },

    /** Every team of an event in the order they were made, leader apart, with everyone's contacts. */
    async teamsOf(eventKey: string) {
      const event = findEventByKey(eventKey);
      if (!event?.key) throw new NotFoundError(messages.unknownEvent);
      const teams = new Map<string, { leaderId: string; people: RegistrationRow[] }>();
      for (const row of await repos.teams.listRegistrations(event.key)) {
        const team = teams.get(row.teamId) ?? { leaderId: row.leaderId, people: [] };
        team.people.push(row);
        teams.set(row.teamId, team);
      }
      return {
        event: { key: event.key, name: event.name, teamSize: teamSizeOf(event) },
        teams: [...teams].flatMap(([teamId, { leaderId, people }]) => {
          const leader = people.find((row) => row.userId === leaderId);
          if (!leader) return [];
          return [
            {
              _id: teamId,
              leader: contactOf(leader),
              members: people.filter((row) => row.userId !== leaderId).map(contactOf),
            },
          ];
        }),
      };
    },

    async audit(page: PageRequest): Promise<Paged<AuditRecord>> {
      const { offset, limit } = offsetOf(page);
      const found = await repos.audit.listPage(offset, limit);
      return { ...page, total: found.total, rows: found.rows.map(auditView) };
    },

    /**
     * A CSV file, recorded in the audit log before it is handed over: a file is never sent without its record, so
     * a stolen organiser's session that takes the data leaves its trace (docs/SECURITY.md#the-organisers-exports).
     */
    async exportCsv(actor: Actor, file: ExportFile, event?: string): Promise<string> {
      const exported = await exportCsv(repos, file, event);
      await repos.audit.record(exportAuditEntry(actor, file, { event, rows: exported.rows, at: clock() }), db);
      return exported.csv;
    },
  };
}

export type OrganisersService = ReturnType<typeof createOrganisersService>;
