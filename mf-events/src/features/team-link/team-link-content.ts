import type { TeamLinkDetails } from '@greatstep/shared/schemas';
import type { TeamLinkResult } from './api/team-link-result';
import { acceptInvite } from './api/accept-invite';
import { leaveByLink } from './api/leave-by-link';

export type TeamLinkAction = 'leave' | 'join';

interface TeamLinkContent {
  title: string;
  /** What the link does, before anything is done. */
  explanation: string[];
  /** Which team and event, once the server has told. */
  about: (details: TeamLinkDetails) => string;
  button: string;
  busy: string;
  send: (token: string) => Promise<TeamLinkResult>;
}

/** The words of the two mailed team links (docs/PRODUCT.md#team-panel). */
export const teamLinkContent: Record<TeamLinkAction, TeamLinkContent> = {
  leave: {
    title: 'Leave a team',
    explanation: [
      'A team leader added you to their team for a GreatStep event, and we e-mailed you this link.',
      'If you do not want to be in that team, leave it here; you do not need to sign in. ' +
        'The leader can then only invite you back, and you decide whether to rejoin.',
    ],
    about: ({ leaderName, eventName }) => `${leaderName} added you to their team for ${eventName}.`,
    button: 'Leave the team',
    busy: 'Leaving the team…',
    send: leaveByLink,
  },
  join: {
    title: 'Rejoin a team',
    explanation: [
      'You left a team for a GreatStep event, and its leader invited you back.',
      'If you want to rejoin, do it here; you do not need to sign in. ' +
        'If you do not, close this page: you stay out of the team.',
    ],
    about: ({ leaderName, eventName }) => `${leaderName} invites you back to their team for ${eventName}.`,
    button: 'Rejoin the team',
    busy: 'Rejoining the team…',
    send: acceptInvite,
  },
};
