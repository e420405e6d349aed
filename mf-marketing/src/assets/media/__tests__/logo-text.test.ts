import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOGOS = path.join(__dirname, '..', 'logos');
// The narrowest a logo is shown: a partner's at 40vw on a 360 px phone (home.module.css).
const NARROWEST_PX = 0.4 * 360;
const READABLE_PX = 12;

// The sponsors' subtitles were once drawn at 12 of 240 units, 6–8 px on a phone.
test.each(readdirSync(LOGOS).filter((file) => file.endsWith('.svg')))(
  '%s draws its words at 12 px or more where the site shows it smallest',
  (file) => {
    const svg = readFileSync(path.join(LOGOS, file), 'utf8');
    const width = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
    const sizes = [...svg.matchAll(/<text[^>]*font-size="(\d+(?:\.\d+)?)"/g)].map((match) => Number(match[1]));
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect((size * NARROWEST_PX) / width).toBeGreaterThanOrEqual(READABLE_PX);
  },
);
