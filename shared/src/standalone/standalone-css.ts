/** Styles of the standalone dev page: the site's dark palette, without the shell's theme. */
export const standaloneCss = `
body {
  margin: 0;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  background: #14110f;
  color: #f3ede4;
}
.gs-standalone-header {
  padding: 0.75rem 1rem;
  border-bottom: 1px solid #3a322b;
}
.gs-standalone-header p {
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  color: #b9ada0;
}
.gs-standalone-header ul {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
.gs-standalone-header a {
  color: #f2a93b;
}
.gs-standalone-header a[aria-current='page'] {
  font-weight: 700;
}
#main {
  padding: 1rem;
}
`;
