import { rupees, teamSizeText } from '../../lib/event-facts';
import { events } from '../../lib/fest-events';
import { pageHeads } from '../page-heads';
import { comingSoonStatus, previewLabels } from '../preview-words';

// What a person reads in a page's preview picture and its alt text (docs/ARCHITECTURE.md#preview-pictures), from the
// declarations the build draws.
const headOf = (path: string) => {
  const head = pageHeads.find((candidate) => candidate.path === path);
  if (!head) throw new Error(`no page ${path}`);
  return head;
};
const eventHead = (id: string) => headOf(`/great-step/events/competitions/${id}`);
const valueOf = (path: string, label: string) => headOf(path).preview.lines.find((line) => line.label === label)?.value;

test("the listing's 'up to' is the top prize of every published event, listed or not", () => {
  const top = rupees(Math.max(...events.map((event) => event.prize ?? 0)));
  const listing = headOf('/great-step/events');
  expect(valueOf(listing.path, previewLabels.prize)).toBe(`Up to ${top}`);
  expect(listing.description).toContain(`prizes up to ${top}`);
});

test('every event picture names each fact it draws: prizes, team size, dates', () => {
  for (const event of events) {
    const { preview } = eventHead(event.id);
    expect(preview.lines.map((line) => line.label)).toEqual([
      previewLabels.prize,
      previewLabels.teamSize,
      previewLabels.dates,
    ]);
    expect(valueOf(eventHead(event.id).path, previewLabels.teamSize)).toBe(teamSizeText(event));
  }
});

test('an event still to be announced says so on its picture, in its alt and in its description; the others do not', () => {
  for (const event of events) {
    const { preview, description } = eventHead(event.id);
    const saysSo = (text: string) => text.toLowerCase().includes(comingSoonStatus.toLowerCase());
    expect(preview.status).toBe(event.comingSoon ? comingSoonStatus : undefined);
    expect(saysSo(preview.alt)).toBe(Boolean(event.comingSoon));
    expect(saysSo(description)).toBe(Boolean(event.comingSoon));
    // A team size not yet known says which fact it is, not a bare "to be announced".
    if (event.teamLen === null && event.comingSoon) expect(description).toContain('team size to be announced');
  }
  expect(events.filter((event) => event.comingSoon).length).toBeGreaterThan(0);
});

test("each page's picture has an alt of its own, which says what the picture says", () => {
  const alts = pageHeads.map((head) => head.preview.alt);
  expect(new Set(alts).size).toBe(alts.length);
  for (const { preview } of pageHeads) {
    expect(preview.alt).toContain(preview.title);
    for (const line of preview.lines) expect(preview.alt).toContain(`${line.label}: ${line.value}`);
  }
});
