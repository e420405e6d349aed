import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

/** One page of a remote, as its `src/app/route-paths.ts` declares it (pure data: the build reads it too). */
export interface RouteDeclaration {
  /** An absolute React Router path pattern. */
  readonly path: string;
  /** How the remote's standalone dev page names it. */
  readonly label: string;
  /** Values for the pattern's parameters: the standalone page and the benchmark visit this example. */
  readonly example?: Readonly<Record<string, string>>;
  /**
   * Only a signed-in visitor sees the page (the remote sends others to Sign In). Published in routes.json, so the
   * shell fetches the page's files ahead only for a visitor with a stored user (docs/PERFORMANCE.md#the-first-visit-fewer-round-trips).
   */
  readonly signedIn?: true;
}

export type RouteDeclarations = Readonly<Record<string, RouteDeclaration>>;

interface DeclaredRoutesProps<Names extends string> {
  routes: Readonly<Record<Names, RouteDeclaration>>;
  /** A page for every declared path and a path for every page: the type refuses one without the other. */
  pages: Readonly<Record<Names, ReactElement>>;
}

/**
 * A remote's exposed `<Routes>`: each declared path with its page. Paths are absolute, because the shell renders
 * this under its root splat route, where a descendant <Routes> sees the full pathname.
 */
export function DeclaredRoutes<Names extends string>({ routes, pages }: DeclaredRoutesProps<Names>) {
  const names = Object.keys(routes) as Names[];
  return (
    <Routes>
      {names.map((name) => (
        <Route key={name} path={routes[name].path} element={pages[name]} />
      ))}
    </Routes>
  );
}
