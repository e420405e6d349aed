import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to another site (rules, forms), opened in a new tab (docs/PRODUCT.md#event-pages), and saying so to screen
 * readers.
 */
export function ExternalLink({ href, children, className = 'button' }: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
