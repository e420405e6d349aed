/**
 * @jest-environment node
 */
import { prerender } from 'react-dom/static';
import { promo, sponsors } from '../../../content/home';
import { HomePage } from '../home-page';

// Home as the build prerenders it (federation/prerender/): in Node, no window, every Suspense boundary awaited. Once,
// the sections under the carousel waited for the visitor to scroll near them, so the HTML ended before "Our Sponsors":
// a crawler and a visitor without scripts never learnt who the sponsors are.

async function prerenderedHome(): Promise<string> {
  const { prelude } = await prerender(<HomePage />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

test("the prerendered Home names every sponsor under 'Our Sponsors'", async () => {
  const html = await prerenderedHome();
  expect(html).toContain(`>${sponsors.title}</h2>`);
  for (const sponsor of sponsors.list) expect(html).toContain(`alt="${sponsor.name}"`);
});

test('only media wait: the logos load lazily, and the clip is not in the HTML', async () => {
  const html = await prerenderedHome();
  expect(html).toContain(`>${promo.title}</h2>`);
  expect(html).not.toContain('<video');
  const logos = html.match(/<img[^>]*alt="[^"]*"[^>]*>/g) ?? [];
  const sponsorLogos = logos.filter((tag) => sponsors.list.some((sponsor) => tag.includes(`alt="${sponsor.name}"`)));
  expect(sponsorLogos).toHaveLength(sponsors.list.length);
  for (const tag of sponsorLogos) expect(tag).toContain('loading="lazy"');
});
