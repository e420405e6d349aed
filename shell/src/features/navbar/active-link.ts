import { matchPath } from 'react-router-dom';

/** Whether a link is highlighted on this pathname; a pattern ending in /* covers the path and everything below. */
export function isActiveOn(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}
