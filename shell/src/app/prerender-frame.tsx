import type { ReactNode } from 'react';
// From react-router itself: the browsers' trimmed router (federation/react-router-dom.ts) has no StaticRouter, which
// only the build's prerender needs.
import { StaticRouter } from 'react-router';
import { Route, Routes } from 'react-router-dom';
import { footerLinks } from '../content/footer';
import { accountLink, mainLinks } from '../content/nav-links';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { StaticRemotesProvider, type PublishedLink } from '../lib/remotes';
import { Layout } from './layout';
import { FRAME_MARKERS, PrerenderedFrame } from '../lib/prerender/prerendered-frame';
import '../styles/theme.css';
import '../styles/global.css';

/**
 * What the shell's build prerenders (federation/prerender/render-shell.js): the frame every prerendered page sits in
 * and the site's 404 page, with markers for the server to fill in (docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes).
 */
export { FRAME_MARKERS };

/** The navbar's links as a visitor without a stored user sees them, for the server to mark the page's own. */
export const NAV_LINKS = [...mainLinks, accountLink.signedOut].map(({ link, wholeRemote }) => ({ link, wholeRemote }));

const LINK_NAMES = new Set([...NAV_LINKS.map(({ link }) => link), ...footerLinks.map(({ link }) => link), 'home']);

/** Every link the frame shows, each with its marker in place of its path. */
const MARKED_LINKS: Record<string, PublishedLink> = Object.fromEntries(
  [...LINK_NAMES].map((name) => [name, { path: `${FRAME_MARKERS.link}${name}`, remote: '' }]),
);

function Prerendered({ children }: { children: ReactNode }) {
  return (
    <PrerenderedFrame value={true}>
      <StaticRouter location={FRAME_MARKERS.page}>
        <StaticRemotesProvider links={MARKED_LINKS}>{children}</StaticRemotesProvider>
      </StaticRouter>
    </PrerenderedFrame>
  );
}

/** The navbar, the main area with the slot for a page, the footer. */
export const frameTree = () => (
  <Prerendered>
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<template data-gs-page="" />} />
      </Route>
    </Routes>
  </Prerendered>
);

/** The page of a path no remote claims. */
export const notFoundTree = () => (
  <Prerendered>
    <NotFoundPage />
  </Prerendered>
);
