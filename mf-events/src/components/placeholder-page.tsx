import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** The one placeholder of this step: a page whose real content comes in a later issue. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <section aria-labelledby="page-title" className="gs-page">
      <title>{`${title} | GreatStep 2025`}</title>
      <h1 id="page-title">{title}</h1>
      {children}
      <p>This page is coming in a later step.</p>
    </section>
  );
}
