import { DeclaredRoutes } from '@greatstep/shared/react';
import type { ReactElement } from 'react';
import { PlaceholderPage } from '../components/placeholder-page';
import { AboutUsPage } from '../features/about-us/about-us-page';
import { HomePage } from '../features/home/home-page';
import { SocietyPage } from '../features/society/society-page';
import { routes, type RouteName } from './route-paths';

const pages: Record<RouteName, ReactElement> = {
  home: <HomePage />,
  society: <SocietyPage />,
  about: <AboutUsPage />,
  // /sample is the original route table's placeholder page (docs/PRODUCT.md#route-table).
  sample: <PlaceholderPage title="Sample" />,
};

/** The exposed `./routes` module. */
export default function MarketingRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
