import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '../components/placeholder-page';
import { AboutUsPage } from '../features/about-us/about-us-page';
import { HomePage } from '../features/home/home-page';
import { SocietyPage } from '../features/society/society-page';

/**
 * The exposed `./routes` module. Paths are absolute: the shell renders this under its root splat route, where a
 * descendant <Routes> sees the full pathname.
 */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/tmes" element={<SocietyPage />} />
      <Route path="/aboutus" element={<AboutUsPage />} />
      {/* SPEC §2: /sample is the spec's own placeholder page. */}
      <Route path="/sample" element={<PlaceholderPage title="Sample" />} />
    </Routes>
  );
}
