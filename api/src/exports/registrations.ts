import { collegeName, events, findEventById, findEventByKey } from '@greatstep/shared/isomorphic';
import type { Repositories } from '../db/repositories';
import { BadInputError } from '../lib/domain-errors';
import { toCsv, type CsvValue } from './csv';

// The payment's state and reference come last, as in users.csv: "Payment verified" alone says no for pending and
// rejected alike, and columns a spreadsheet already reads by position keep their places.
export const REGISTRATIONS_HEADER = [
  'Event key',
  'Event',
  'Team id',
  'Role',
  'Name',
  'E-mail',
  'Mobile',
  'College',
  'Year',
  'Payment verified',
  'Payment state',
  'Payment reference',
] as const;

const registrationKeys = events.flatMap((event) => (event.key ? [event.key] : []));

/** The registration key an organiser means: the key itself, or the id in the event page's address (QS → Quiz_Spiel). */
export function resolveEventKey(given: string): string {
  const event = findEventByKey(given) ?? findEventById(given);
  if (!event?.key) throw new BadInputError(`Unknown event key "${given}". Valid keys: ${registrationKeys.join(', ')}`);
  return event.key;
}

// Catalogue order, as on the events page; a key no longer in the catalogue goes last rather than being hidden.
const eventRank = (key: string) => {
  const index = registrationKeys.indexOf(key);
  return index === -1 ? registrationKeys.length : index;
};

/** One row per person in a team: leader first, then members in the order they joined. */
export async function registrationRows(repos: Repositories, eventKey?: string): Promise<CsvValue[][]> {
  const people = await repos.teams.listRegistrations(eventKey === undefined ? undefined : resolveEventKey(eventKey));

  // Array.prototype.sort is stable: the database's team and joining order survives within each event.
  const ordered = [...people].sort(
    (a, b) =>
      eventRank(a.event) - eventRank(b.event) ||
      a.event.localeCompare(b.event) ||
      (a.teamId === b.teamId ? Number(b.userId === b.leaderId) - Number(a.userId === a.leaderId) : 0),
  );
  return ordered.map((row) => [
    row.event,
    findEventByKey(row.event)?.name ?? '',
    row.teamId,
    row.userId === row.leaderId ? 'leader' : 'member',
    `${row.firstName} ${row.lastName}`.trim(),
    row.email,
    row.mobile,
    collegeName(row.college, row.otherCollege),
    row.year,
    row.paymentState === 'verified' ? 'yes' : 'no',
    row.paymentState,
    row.paymentReference,
  ]);
}

export async function registrationsCsv(repos: Repositories, eventKey?: string): Promise<string> {
  return toCsv(REGISTRATIONS_HEADER, await registrationRows(repos, eventKey));
}
