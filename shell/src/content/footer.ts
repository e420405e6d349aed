/** The footer's texts and links (docs/PRODUCT.md#footer); links name what the remotes publish, never a path. */
export const footerLinks = [
  { link: 'about', label: 'About Us' },
  { link: 'about', label: 'Contact Us' },
  { link: 'events', label: 'Events' },
  { link: 'home', label: 'GreatStep' },
] as const;

/** The society's social pages and its main website; all open in a new tab. */
export const externalLinks = [
  { href: 'https://www.facebook.com/greatstep', label: 'GreatStep on Facebook', short: 'Facebook' },
  { href: 'https://www.instagram.com/tmes_iitkgp', label: 'TMES on Instagram', short: 'Instagram' },
  {
    href: 'https://www.linkedin.com/company/great-step-iit-kharagpur',
    label: 'GreatStep on LinkedIn',
    short: 'LinkedIn',
  },
  { href: 'https://www.tmesiitkgp.in', label: 'TMES main website', short: 'Main website' },
] as const;

export const societyName = 'Technology Mining Engineering Society';

// 'IIT Kharagpur, Kharagpur' once said the town twice; the institute's name carries it.
export const postalAddress = 'Department of Mining Engineering, IIT Kharagpur, West Bengal 721302';

export { contactEmail } from '@greatstep/shared';

export const copyright = '© 2025 TMES, IIT Kharagpur';
