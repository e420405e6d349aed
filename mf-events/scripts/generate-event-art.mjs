// Draws the events' artwork: one picture per catalogue image name, plus a default, drawn as SVG and encoded by sharp
// into AVIF and WebP with a JPEG fallback at two widths, and the module that maps each name to its files and alt text
// (src/assets/events/event-art.ts). Raster, not SVG, in the page: Chromium builds a document of its own for every
// SVG picture on the main thread, which a phone pays for on every card (docs/PERFORMANCE.md#pictures). Our own shapes
// only, no photos or trademarks. Run after changing a motif or adding an event: `npm run art -w mf-events`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'events');
const W = 640;
const H = 400;

// Palettes of the site's theme (shell/src/styles/theme.css): coal, slate, rust, ore gold.
const palettes = {
  tech: ['#1d2a33', '#2f4858', '#f2a93b'],
  oncampus: ['#2a1d16', '#5a3a26', '#f2a93b'],
  online: ['#1f1b2e', '#3d3560', '#ffc163'],
  fun: ['#14261f', '#2e5a45', '#ffd58a'],
  unlisted: ['#28221d', '#4a3f35', '#f2a93b'],
};

const stroke = (color, width = 10) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** Each motif draws in a 200 × 200 box centred on the picture. */
const motifs = {
  chart: (c) =>
    `<path d="M20 180V20M20 180h170" ${stroke(c)}/><path d="M40 150l40-50 35 25 55-80" ${stroke(c, 12)}/><circle cx="170" cy="45" r="12" fill="${c}"/>`,
  derrick: (c) =>
    `<path d="M100 15 55 185M100 15l45 170M70 130h60M80 90h40M90 55h20" ${stroke(c)}/><path d="M30 185h140" ${stroke(c, 12)}/>`,
  leaf: (c) =>
    `<path d="M40 170C40 80 100 30 180 25c-5 80-55 140-140 145z" ${stroke(c)}/><path d="M40 170 130 80" ${stroke(c)}/>`,
  pickaxe: (c) =>
    `<path d="M30 60c40-40 100-45 150-20-45-10-90 0-120 40z" fill="${c}"/><path d="M105 50 60 185" ${stroke(c, 14)}/>`,
  helmet: (c) =>
    `<path d="M25 140c0-60 35-100 75-100s75 40 75 100z" fill="${c}"/><path d="M10 150h180" ${stroke(c, 14)}/><circle cx="100" cy="95" r="18" fill="#14110f"/>`,
  robot: (c) =>
    `<rect x="45" y="55" width="110" height="85" rx="14" ${stroke(c)}/><path d="M100 55V25M70 140v40M130 140v40" ${stroke(c)}/><circle cx="78" cy="95" r="10" fill="${c}"/><circle cx="122" cy="95" r="10" fill="${c}"/>`,
  compass: (c) =>
    `<path d="M100 20 50 180M100 20l50 160M68 125h64" ${stroke(c)}/><circle cx="100" cy="20" r="12" fill="${c}"/>`,
  rock: (c) =>
    `<path d="M20 170 60 70l50 30 30-60 45 130z" ${stroke(c)}/><path d="M60 70l20 100M140 40l-10 130" ${stroke(c, 6)}/>`,
  question: (c) =>
    `<path d="M60 65c0-30 20-45 45-45s45 18 45 45c0 35-45 35-45 70" ${stroke(c, 16)}/><circle cx="105" cy="175" r="11" fill="${c}"/>`,
  camera: (c) =>
    `<rect x="20" y="60" width="160" height="110" rx="16" ${stroke(c)}/><path d="M65 60l15-25h40l15 25" ${stroke(c)}/><circle cx="100" cy="115" r="32" ${stroke(c)}/>`,
  letters: (c) =>
    `<rect x="15" y="55" width="50" height="50" rx="8" fill="${c}"/><rect x="75" y="95" width="50" height="50" rx="8" ${stroke(c, 8)}/><rect x="135" y="55" width="50" height="50" rx="8" fill="${c}"/>`,
  bulb: (c) =>
    `<path d="M70 130c-25-20-30-45-30-60a60 60 0 0 1 120 0c0 15-5 40-30 60v20H70z" ${stroke(c)}/><path d="M75 175h50" ${stroke(c)}/>`,
  mic: (c) =>
    `<rect x="70" y="20" width="60" height="100" rx="30" fill="${c}"/><path d="M45 95c0 35 25 55 55 55s55-20 55-55M100 150v35M70 185h60" ${stroke(c)}/>`,
  code: (c) => `<path d="M65 50 20 100l45 50M135 50l45 50-45 50M115 35 85 165" ${stroke(c, 12)}/>`,
  globe: (c) =>
    `<circle cx="100" cy="100" r="75" ${stroke(c)}/><path d="M25 100h150M100 25c-40 45-40 105 0 150M100 25c40 45 40 105 0 150" ${stroke(c, 8)}/>`,
  wagon: (c) =>
    `<path d="M30 70h140l-20 70H50z" fill="${c}"/><circle cx="70" cy="160" r="16" ${stroke(c, 8)}/><circle cx="130" cy="160" r="16" ${stroke(c, 8)}/><path d="M10 185h180" ${stroke(c, 6)}/>`,
};

/** Image name (the catalogue's `img`) → group palette, motif and what the picture shows. */
const art = [
  ['safety-da', 'tech', 'chart', 'A rising line chart over the layers of a mine'],
  ['petro-cs', 'oncampus', 'derrick', 'An oil derrick standing on rock layers'],
  ['enviro-cs', 'oncampus', 'leaf', 'A leaf growing over mined ground'],
  ['mine-cs', 'oncampus', 'pickaxe', 'A pickaxe above the strata of a mine'],
  ['safety-hunt', 'oncampus', 'helmet', "A miner's safety helmet with its lamp"],
  ['geobotics', 'oncampus', 'robot', 'A robot exploring a mine'],
  ['indu-design', 'oncampus', 'compass', 'A drafting compass over a design'],
  ['nmic', 'oncampus', 'rock', 'A cracked rock face'],
  ['mineac', 'oncampus', 'question', 'A question mark above rock layers'],
  ['quiz-spiel', 'online', 'question', 'A question mark lit in gold'],
  ['mine-shot', 'online', 'camera', 'A camera pointed at a mine'],
  ['guess-the-theme', 'fun', 'letters', 'Letter tiles waiting to be arranged'],
  ['quizomania', 'fun', 'bulb', 'A light bulb for a bright answer'],
  ['pitch-perfect', 'unlisted', 'mic', 'A microphone on a stage'],
  ['code-ext', 'unlisted', 'code', 'Code brackets over a mine'],
  ['mine-a-thon', 'unlisted', 'globe', 'A globe for sustainable mining'],
  ['default', 'unlisted', 'wagon', 'A mine wagon on its rails'],
];

function svg(group, motif, title) {
  const [dark, mid, accent] = palettes[group];
  const id = `g-${group}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">
<title>${title}</title>
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${id})"/>
<path d="M0 300 120 270 260 295 400 262 520 290 640 270V400H0z" fill="${dark}" opacity=".7"/>
<path d="M0 340 160 318 330 342 480 320 640 336V400H0z" fill="#14110f" opacity=".8"/>
<g transform="translate(220 70)">${motifs[motif](accent)}</g>
</svg>
`;
}

/** A card is about 20 rem wide, and the event page's picture at most 640 px: two widths cover both at 1× and 2×. */
const WIDTHS = [320, 640];
const FORMATS = [
  ['avif', (image) => image.avif({ quality: 55, effort: 4 })],
  ['webp', (image) => image.webp({ quality: 75 })],
  ['jpg', (image) => image.jpeg({ quality: 80, mozjpeg: true })],
];

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) {
  if (/\.(svg|avif|webp|jpg)$/.test(file)) rmSync(path.join(outDir, file));
}

const ident = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const quote = (text) => (text.includes("'") ? JSON.stringify(text) : `'${text}'`);
const key = (name) => (/^[a-z]+$/.test(name) ? name : `'${name}'`);
const imports = [];
const entries = [];
for (const [name, group, motif, alt] of art) {
  const drawing = Buffer.from(svg(group, motif, alt));
  const files = { avif: [], webp: [], jpg: [] };
  for (const width of WIDTHS) {
    for (const [format, encode] of FORMATS) {
      // The JPEG is only for browsers without AVIF or WebP, which have no srcset choice either: its largest width.
      if (format === 'jpg' && width !== WIDTHS.at(-1)) continue;
      const file = `${name}-${width}.${format}`;
      await encode(sharp(drawing).resize(width)).toFile(path.join(outDir, file));
      const id = ident(`${name}-${width}-${format}`);
      imports.push(`import ${id} from './${file}';`);
      files[format].push({ id, width });
    }
  }
  const candidates = (list) => `[${list.map(({ id, width }) => `{ url: ${id}, width: ${width} }`).join(', ')}]`;
  entries.push(
    `  ${key(name)}: { alt: ${quote(alt)}, avif: ${candidates(files.avif)}, webp: ${candidates(files.webp)}, fallback: ${files.jpg.at(-1).id} },`,
  );
}
const lines = [
  '// Generated by scripts/generate-event-art.mjs: edit the script, not this file.',
  ...imports,
  '',
  '/** One encoded file of a picture and its width, for a `srcset` candidate. */',
  'export interface ArtFile {',
  '  url: string;',
  '  width: number;',
  '}',
  '',
  '/** One picture (640 × 400 at its largest) in AVIF and WebP at two widths, and a JPEG for browsers without either. */',
  'export interface EventArt {',
  '  alt: string;',
  '  avif: ArtFile[];',
  '  webp: ArtFile[];',
  '  fallback: string;',
  '}',
  '',
  "/** Artwork by image name (the catalogue event's `img`); `default` is for events without their own. */",
  'export const eventArt: Readonly<Record<string, EventArt>> = {',
  ...entries,
  '};',
  '',
];
writeFileSync(path.join(outDir, 'event-art.ts'), lines.join('\n'));
console.log(`wrote ${art.length} pictures to ${path.relative(process.cwd(), outDir)}`);
