import { lazy, Suspense } from 'react';
import { PageBodySpace } from '../../components/page-body-space';

// The body comes in a chunk of its own, so that a first visit to Home does not download this page too.
const SocietySections = lazy(() =>
  import('./society-sections').then((module) => ({ default: module.SocietySections })),
);

/** The society page (/tmes). Its heading is there at once; the sections follow. */
export function SocietyPage() {
  return (
    <div className="gs-page">
      <title>TMES | GreatStep 2025</title>
      <h1>TMES</h1>
      <Suspense fallback={<PageBodySpace />}>
        <SocietySections />
      </Suspense>
    </div>
  );
}
