import { AfterPaint, LoadingState, NotFoundPage } from '@greatstep/shared/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { eventPageKinds } from '../content/event-pages';
import { ComingSoonPage } from '../features/competition/coming-soon-page';
import { CompetitionPage } from '../features/competition/competition-page';
import { EventDetailPage } from '../features/competition/event-detail-page';
import { TeamRegistration, type RegistrableEvent } from '../features/team/team-registration';
import { findEventById, type FestEvent } from '../lib/fest-events';

// Below the event's picture and details, and bringing the API client, zod and the toasts: the page paints its
// picture and details first, and the game starts loading after that paint (docs/PERFORMANCE.md#code-per-page).
// Registration splits itself the same way (features/team/team-registration.tsx).
const GuessTheTheme = lazy(() =>
  import('../features/guess-the-theme/guess-the-theme').then((module) => ({ default: module.GuessTheTheme })),
);

// The form brings the college list with it; only Quizomania's registered users need it.
const QuizForm = lazy(() =>
  import('../features/quizomania/quiz-form').then((module) => ({ default: module.QuizForm })),
);

const gameLoading = <LoadingState label="Loading the game…" />;

function isRegistrable(event: FestEvent): event is RegistrableEvent {
  return event.key !== null;
}

/** /great-step/events/competitions/:eventId — the page each event id shows (content/event-pages.ts). */
export function EventRoute() {
  const { eventId = '' } = useParams();
  const event = findEventById(eventId);
  if (!event) return <NotFoundPage />;
  if (event.comingSoon) return <ComingSoonPage event={event} />;

  const kind = eventPageKinds[event.id] ?? 'competition';
  if (kind === 'detail' || !isRegistrable(event)) {
    return kind === 'guess-the-theme' ? (
      <CompetitionPage event={event}>
        <AfterPaint fallback={gameLoading}>
          <Suspense fallback={gameLoading}>
            <GuessTheTheme />
          </Suspense>
        </AfterPaint>
      </CompetitionPage>
    ) : (
      <EventDetailPage event={event} />
    );
  }
  return (
    <CompetitionPage event={event}>
      <TeamRegistration
        key={event.id}
        event={event}
        registeredExtra={
          kind === 'quizomania'
            ? (user) => (
                <Suspense fallback={<LoadingState label="Loading the quiz form…" />}>
                  <QuizForm user={user} />
                </Suspense>
              )
            : undefined
        }
      />
    </CompetitionPage>
  );
}
