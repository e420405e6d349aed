import { useRemotes } from '../../lib/remotes';
import styles from './overrides-banner.module.css';

/**
 * Says plainly which remotes this tab loads from elsewhere (an integrator's override), each with a reset, and which
 * overrides the site refused and why: an integrator whose override did not apply reads it in the page, not only in
 * the console.
 */
export function OverridesBanner() {
  const { overrides, resetOverride, refusedOverrides, dismissRefusedOverrides } = useRemotes();
  const names = Object.keys(overrides);
  if (names.length === 0 && refusedOverrides.length === 0) return null;
  return (
    <aside className={styles.banner} aria-label="Remote overrides">
      {names.length > 0 && (
        <>
          <p>This tab loads remotes from other bundles (overrides):</p>
          <ul>
            {names.map((name) => (
              <li key={name}>
                <strong>{name}</strong> from <code>{overrides[name]}</code>{' '}
                <button type="button" className="button" onClick={() => resetOverride(name)}>
                  Reset {name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {refusedOverrides.length > 0 && (
        <div role="alert">
          <ul>
            {refusedOverrides.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <button type="button" className="button" onClick={dismissRefusedOverrides}>
            Dismiss
          </button>
        </div>
      )}
    </aside>
  );
}
