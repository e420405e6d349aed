import type { PreviewDrawing } from '@greatstep/shared';

/**
 * The labels of the facts an events picture draws (docs/ARCHITECTURE.md#preview-pictures): in a chat's preview a bare
 * "To be announced" reads as any of the facts, so each line says what it is.
 */
export const previewLabels = {
  prize: 'Prizes',
  teamSize: 'Team size',
  dates: 'Dates',
  events: 'Events',
  sessions: 'Sessions',
  openTo: 'Open to',
  onStage: 'On stage',
} as const;

/** What the picture of an event still to be announced says above its title, as its page does. */
export const comingSoonStatus = 'Coming soon';

/**
 * What a picture says, in the order it says it, for a reader who cannot see it (its og:image:alt): made from the
 * drawing's own words, so each page's alt is its own and says no more and no less than its picture.
 */
export function previewAlt(subject: string, { status, lines }: Pick<PreviewDrawing, 'status' | 'lines'>): string {
  const facts = lines.map((line) => `${line.label}: ${line.value}`).join('; ');
  return `${subject}${status ? ` (${status.toLowerCase()})` : ''}. ${facts}.`;
}
