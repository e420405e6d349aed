/**
 * Where the loading state stands: `page` fills the page area while a page loads (the shell), `inline` sits in a
 * page's flow (a panel waiting for its data), `block` is a large spinner alone in its block, its label for screen
 * readers only.
 */
export type LoadingLayout = 'page' | 'inline' | 'block';

/** A polite, announced loading state; the spinner is decoration. Styled by the shell's global.css (gs-loading). */
export function LoadingState({ label, layout = 'inline' }: { label: string; layout?: LoadingLayout }) {
  return (
    <div className={`gs-loading gs-loading-${layout}`} role="status">
      <span className="gs-spinner" aria-hidden="true" />
      <span className={layout === 'block' ? 'visually-hidden' : undefined}>{label}</span>
    </div>
  );
}
