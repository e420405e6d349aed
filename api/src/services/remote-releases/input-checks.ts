import { hasUnsafeCharacters } from '@greatstep/shared/isomorphic';
import { BadInputError, NotFoundError } from '../../lib/domain-errors';
import { nestsDeeperThan } from '../../lib/json-depth';
import { REMOTE_NAMES, type RemoteName } from '../../site/remote-names';
import { checkReleaseUrl } from '../../site/release-url';
import { RELEASE_REPORT_MAX_BYTES, RELEASE_REPORT_MAX_DEPTH, remoteMessages } from './limits';

/** The checks of what an organiser gives a release action: each returns the value as kept, or throws. */

export function checkRemote(remote: string): RemoteName {
  if (!REMOTE_NAMES.includes(remote)) throw new NotFoundError(remoteMessages.unknownRemote(remote));
  return remote;
}

/** A release URL (site/release-url.ts), as the release records it; plain http only where the site's address allows. */
export function checkUrl(url: string, publicUrl: string): string {
  const checked = checkReleaseUrl(url.trim(), { siteUrl: publicUrl });
  if (!checked.ok) throw new BadInputError(remoteMessages.badUrl(checked.problem));
  return checked.url;
}

export function checkText(value: string, max: number, message: string): string {
  const text = value.trim();
  if (text.length === 0 || text.length > max || hasUnsafeCharacters(text)) throw new BadInputError(message);
  return text;
}

/**
 * What jsonb refuses: NUL, and half a character (JSON.stringify escapes both, and nothing else in this form; a typed
 * backslash before such letters is refused too, which no verify report has reason to hold).
 */
const JSONB_REFUSES = /\\u0000|\\ud[89a-f]/i;

export function checkReport(report: unknown): unknown {
  if (nestsDeeperThan(report, RELEASE_REPORT_MAX_DEPTH)) throw new BadInputError(remoteMessages.reportTooDeep);
  const json = report === undefined ? undefined : JSON.stringify(report);
  if (json === undefined || Buffer.byteLength(json) > RELEASE_REPORT_MAX_BYTES || JSONB_REFUSES.test(json))
    throw new BadInputError(remoteMessages.badReport);
  return report;
}

/** A release id the database can hold (an integer column). */
export const isReleaseId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

export function checkShare(share: number): number {
  if (!Number.isInteger(share) || share < 1 || share > 99) throw new BadInputError(remoteMessages.badShare);
  return share;
}
