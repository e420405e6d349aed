/**
 * Styles of the standalone dev page's own parts (its header, start page and stand-in). The site's theme and global
 * styles come from the shell's files, which each remote's bootstrap imports for its dev page.
 */
export const standaloneCss = `
.gs-standalone-header {
  padding: 0.75rem 1rem;
  border-bottom: 1px solid var(--color-border);
}
.gs-standalone-header p {
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  color: var(--color-text-muted);
}
.gs-standalone-header ul {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
.gs-standalone-header a[aria-current='page'] {
  font-weight: 700;
}
.gs-standalone-form {
  display: grid;
  gap: 0.75rem;
  max-width: 24rem;
  margin: 1rem 0;
}
.gs-standalone-form label {
  display: grid;
  gap: 0.25rem;
}
.gs-standalone-link {
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}
.gs-standalone-page {
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 1rem var(--gutter);
}
`;
