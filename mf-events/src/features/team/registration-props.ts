import type { CurUser, Team } from '@greatstep/shared';
import type { ReactNode } from 'react';
import type { FestEvent } from '../../lib/fest-events';

/** An event with a registration key: the ones that take teams. */
export type RegistrableEvent = FestEvent & { key: string };

/** What registration for an event is given, signed in or not (team-registration.tsx, signed-in-registration.tsx). */
export interface TeamRegistrationProps {
  event: RegistrableEvent;
  /** What a registered user gets beside the team panel (Quizomania's form). */
  registeredExtra?: (user: CurUser, team: Team) => ReactNode;
}
