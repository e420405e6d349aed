import { useNavigate } from 'react-router-dom';

const LISTING = '/great-step/events/competitions';

/**
 * One step back (docs/PRODUCT.md#event-pages). A visitor who opened the page from a link elsewhere has no step back
 * inside the site, so they go to the listing instead of leaving it.
 */
export function BackButton() {
  const navigate = useNavigate();
  const onClick = () => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(LISTING);
  };
  return (
    <button type="button" className="button" onClick={onClick}>
      Back
    </button>
  );
}
