import { DeclaredRoutes } from '@greatstep/shared/react';
import type { ReactElement } from 'react';
import { PlaceholderPage } from '../components/placeholder-page';
import { routes, type RouteName } from './route-paths';

const pages: Record<RouteName, ReactElement> = {
  home: <PlaceholderPage title="Home" />,
  society: <PlaceholderPage title="TMES" />,
  about: <PlaceholderPage title="About Us" />,
  sample: <PlaceholderPage title="Sample" />,
};

/** The exposed `./routes` module. */
export default function MarketingRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
