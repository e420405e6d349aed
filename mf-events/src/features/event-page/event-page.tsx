import { findEventById } from '@greatstep/shared/events';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /great-step/events/competitions/:eventId — named from the shared catalogue. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const event = findEventById(eventId);
  return <PlaceholderPage title={event ? event.name : 'Event not found'} />;
}
