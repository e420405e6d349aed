import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

const LISTING = '/great-step/events/competitions';

/** Whether a click is a plain one, which the page may answer itself; a modified one opens the link elsewhere. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * One step back (docs/PRODUCT.md#event-pages). A visitor who opened the page from a link elsewhere has no step back
 * inside the site, so they go to the listing instead of leaving it. It is a link to the listing, in the page's HTML
 * too: without scripts, or pressed before them, it still leads somewhere; with them, a visitor who came from another
 * page of the site goes back to it.
 */
export function BackButton() {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
    if (typeof index !== 'number' || index <= 0 || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={LISTING} className="button" onClick={onClick}>
      Back
    </Link>
  );
}
