import { contactEmail } from '@greatstep/shared';

/**
 * How an entry reaches the organisers, for events whose entries are not made on the site or in a linked form
 * (Mine Shot once said nothing). Keyed by event id; organisers edit it before launch (README).
 */
export const howToTakePart: Readonly<Record<string, string>> = {
  MS:
    `Register here, then e-mail your photograph to ${contactEmail} from the address of your GreatStep account, ` +
    'with a line on where it was taken. We post every entry on the society’s social media pages, where the likes ' +
    'are counted by the closing date in the rules.',
};
