import styles from './page-body-space.module.css';

/**
 * Stands in for a page's body while its chunk loads. It is a screen tall, so the footer starts out of sight and
 * the body's arrival moves nothing the visitor can see.
 */
export function PageBodySpace() {
  return <div className={styles.space} />;
}
