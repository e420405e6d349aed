import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '../components/placeholder-page';

/**
 * The exposed `./routes` module. Paths are absolute: the shell renders this under its root splat route, where a
 * descendant <Routes> sees the full pathname.
 */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<PlaceholderPage title="Home" />} />
      <Route path="/tmes" element={<PlaceholderPage title="TMES" />} />
      <Route path="/aboutus" element={<PlaceholderPage title="About Us" />} />
      {/* SPEC §2: /sample is the spec's own placeholder page. */}
      <Route path="/sample" element={<PlaceholderPage title="Sample" />} />
    </Routes>
  );
}
