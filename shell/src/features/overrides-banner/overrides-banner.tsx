import { useRemotes } from '../../lib/remotes';
import styles from './overrides-banner.module.css';

/** Says plainly which remotes this tab loads from elsewhere (an integrator's override), each with a reset. */
export function OverridesBanner() {
  const { overrides, resetOverride } = useRemotes();
  const names = Object.keys(overrides);
  if (names.length === 0) return null;
  return (
    <aside className={styles.banner} aria-label="Remote overrides">
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
    </aside>
  );
}
