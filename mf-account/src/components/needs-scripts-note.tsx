import { messages } from '@greatstep/shared';
import styles from './form.module.css';

/**
 * At the top of a form whose page comes in its HTML (Sign In, Sign Up, reset): says, to a visitor whose browser runs
 * no scripts, that the form needs them, where they would otherwise press a button that does nothing
 * (docs/PRODUCT.md#without-scripts). Drawn in every render and shown by CSS alone: no `<noscript>`, whose content the
 * server's HTML check would have to read as a browser without scripts does (docs/SECURITY.md#prerendered-pages-are-data).
 */
export function NeedsScriptsNote() {
  return <p className={styles.needsScripts}>{messages.formNeedsScripts}</p>;
}
