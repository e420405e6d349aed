import { lazy, Suspense } from 'react';
import { PageBodySpace } from '../../components/page-body-space';

// The body comes in a chunk of its own, so that a first visit to Home does not download this page too.
const AboutUsSections = lazy(() =>
  import('./about-us-sections').then((module) => ({ default: module.AboutUsSections })),
);

/** About Us (/aboutus). Its heading is there at once; the people follow. */
export function AboutUsPage() {
  return (
    <div className="gs-page">
      <title>About Us | GreatStep 2025</title>
      <h1>About Us</h1>
      <Suspense fallback={<PageBodySpace />}>
        <AboutUsSections />
      </Suspense>
    </div>
  );
}
