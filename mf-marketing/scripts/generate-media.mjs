#!/usr/bin/env node
// `npm run media -w mf-marketing`: draws every photo, logo and the promotional clip of the marketing remote, so
// that all media are ours. Pictures are drawn as SVG and encoded by sharp into AVIF and WebP with a JPEG
// fallback at a few widths; the clip is rendered frame by frame with sharp and encoded by ffmpeg (installed from
// Debian when missing). The output is committed: `npm install && npm start` never needs this script or ffmpeg.
// It also writes the typed manifests (src/assets/media/*.ts) that the components read the files from.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(appDir, 'src/assets/media');

/** A small seeded generator, so that a run draws the same pictures every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES = [
  { sky: ['#1b2a4a', '#f08a4b'], sun: '#ffd58a', far: '#5b4a5e', near: ['#8a5a3c', '#6e4630', '#4f3325'] },
  { sky: ['#0e1a2b', '#3d6e8f'], sun: '#f3ede4', far: '#2d4656', near: ['#6f7c85', '#56626b', '#3c454c'] },
  { sky: ['#2a1a12', '#f2a93b'], sun: '#fff1c9', far: '#7a4b2a', near: ['#a8673a', '#8a5230', '#633a22'] },
  { sky: ['#14110f', '#5c3b6e'], sun: '#ffc163', far: '#3d2a45', near: ['#70506b', '#553d52', '#3a2a38'] },
  { sky: ['#10302a', '#9ccf9a'], sun: '#fffbe0', far: '#2f5a45', near: ['#5e7a4c', '#4a633b', '#34472a'] },
];

/** Layered hills as a closed path along the bottom of the picture. */
function ridge(rand, w, h, base, amplitude, color) {
  const steps = 8;
  let d = `M0 ${h} L0 ${base}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (w / steps) * i;
    const y = base - rand() * amplitude;
    d += ` Q${x - w / steps / 2} ${y - amplitude / 2} ${x} ${y}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${color}"/>`;
}

/** The benches of an open-pit mine, seen from its rim. */
function benches(w, h, colors) {
  const rows = colors.length;
  return colors
    .map((color, i) => {
      const top = h * 0.62 + (i * h * 0.38) / rows;
      const inset = (i + 1) * w * 0.08;
      return `<path d="M0 ${top} L${inset} ${top} L${w - inset} ${top} L${w} ${top} L${w} ${h} L0 ${h} Z" fill="${color}"/>`;
    })
    .join('');
}

/** A pithead frame with its sheave wheel. */
function headframe(w, h, x, color) {
  const top = h * 0.3;
  const foot = h * 0.7;
  const half = w * 0.04;
  return `<g stroke="${color}" stroke-width="${w * 0.006}" fill="none">
    <path d="M${x - half} ${foot} L${x} ${top} L${x + half} ${foot} M${x - half * 0.6} ${(top + foot) / 2} H${x + half * 0.6}"/>
    <circle cx="${x}" cy="${top}" r="${w * 0.022}"/></g>`;
}

/** Fest bunting strung across the top of the picture. */
function bunting(rand, w, h) {
  const flags = [];
  const count = 14;
  for (let i = 0; i < count; i += 1) {
    const x = (w / count) * i;
    const y = h * 0.08 + Math.sin((i / count) * Math.PI) * h * 0.08;
    const color = ['#f2a93b', '#e85d4a', '#3bb3a0', '#f3ede4'][Math.floor(rand() * 4)];
    flags.push(`<path d="M${x} ${y} L${x + w / count} ${y} L${x + w / count / 2} ${y + h * 0.07} Z" fill="${color}"/>`);
  }
  return flags.join('');
}

/** A crowd in silhouette, facing a stage. */
function crowd(rand, w, h, color) {
  const heads = [];
  for (let i = 0; i < 40; i += 1) {
    const x = rand() * w;
    const y = h * (0.86 + rand() * 0.1);
    const r = w * (0.012 + rand() * 0.008);
    heads.push(
      `<circle cx="${x}" cy="${y}" r="${r}"/><rect x="${x - r * 1.3}" y="${y + r * 0.8}" width="${r * 2.6}" height="${h}" rx="${r}"/>`,
    );
  }
  return `<g fill="${color}">${heads.join('')}</g>`;
}

/** Stage lights: beams fanning from the top. */
function beams(rand, w, h) {
  const parts = [];
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.15 + i * 0.175);
    const spread = w * (0.05 + rand() * 0.05);
    parts.push(
      `<path d="M${x} 0 L${x - spread} ${h * 0.8} L${x + spread} ${h * 0.8} Z" fill="#ffd58a" opacity="0.18"/>`,
    );
  }
  return parts.join('');
}

function stars(rand, w, h) {
  return Array.from(
    { length: 60 },
    () =>
      `<circle cx="${rand() * w}" cy="${rand() * h * 0.5}" r="${0.6 + rand() * 1.4}" fill="#f3ede4" opacity="${0.4 + rand() * 0.6}"/>`,
  ).join('');
}

const SCENES = ['benches', 'headframe', 'stage', 'bunting', 'night'];

/** One picture: a sky, far hills and a foreground that depends on the scene. */
function sceneSvg({ w, h, seed, scene, palette, sunX = 0.7, sunY = 0.35 }) {
  const rand = random(seed);
  const p = PALETTES[palette % PALETTES.length];
  const layers = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
     <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    scene === 'night' ? stars(rand, w, h) : '',
    `<circle cx="${w * sunX}" cy="${h * sunY}" r="${h * 0.3}" fill="url(#glow)"/>`,
    `<circle cx="${w * sunX}" cy="${h * sunY}" r="${h * 0.08}" fill="${p.sun}"/>`,
    ridge(rand, w, h, h * 0.55, h * 0.12, p.far),
  ];
  if (scene === 'benches' || scene === 'night') layers.push(benches(w, h, p.near));
  if (scene === 'headframe') {
    layers.push(ridge(rand, w, h, h * 0.72, h * 0.08, p.near[0]));
    layers.push(headframe(w, h, w * (0.2 + rand() * 0.2), p.near[2]));
    layers.push(ridge(rand, w, h, h * 0.86, h * 0.05, p.near[2]));
  }
  if (scene === 'stage') {
    layers.push(beams(rand, w, h));
    layers.push(`<rect x="${w * 0.1}" y="${h * 0.6}" width="${w * 0.8}" height="${h * 0.12}" fill="${p.near[1]}"/>`);
    layers.push(crowd(rand, w, h, p.near[2]));
  }
  if (scene === 'bunting') {
    layers.push(benches(w, h, p.near.slice(0, 2)));
    layers.push(bunting(rand, w, h));
    layers.push(crowd(rand, w, h, p.near[2]));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${layers.join('')}</svg>`;
}

/** A clearly generic portrait: a head-and-shoulders outline on a coloured ground. */
function avatarSvg({ size, seed }) {
  const rand = random(seed);
  const grounds = ['#3d342c', '#28445a', '#4a3550', '#2f5a45', '#5a3b2a', '#37474f'];
  const ground = grounds[Math.floor(rand() * grounds.length)];
  const figure = ['#bfb3a5', '#d9c7b0', '#a99a8a'][Math.floor(rand() * 3)];
  const s = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
    <rect width="${s}" height="${s}" fill="${ground}"/>
    <circle cx="${s / 2}" cy="${s * 0.4}" r="${s * 0.18}" fill="${figure}"/>
    <path d="M${s * 0.16} ${s} Q${s * 0.18} ${s * 0.64} ${s / 2} ${s * 0.62} Q${s * 0.82} ${s * 0.64} ${s * 0.84} ${s} Z" fill="${figure}"/>
  </svg>`;
}

/**
 * A neutral wordmark (never anyone's real trademark). The name only: a line under it, at 12 units of 240, shrank
 * to 6–8 px where the logos are shown on a phone and could not be read.
 */
function wordmarkSvg({ text, color, mark }) {
  const width = 240;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80" role="img">
  <rect x="4" y="14" width="52" height="52" rx="10" fill="${color}"/>
  <path d="${mark}" fill="#14110f"/>
  <text x="68" y="49" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#f3ede4">${text}</text>
</svg>
`;
}

const MARKS = [
  'M14 58 L30 24 L46 58 Z',
  'M30 22 a18 18 0 1 0 0.1 0 Z M30 32 a8 8 0 1 1 -0.1 0 Z',
  'M14 26 H46 V34 H34 V58 H26 V34 H14 Z',
  'M14 58 V26 L30 42 L46 26 V58 H38 V44 L30 52 L22 44 V58 Z',
  'M16 40 L30 22 L44 40 L30 58 Z',
];

const LOGOS = [
  { file: 'partner-coal', text: 'CoalWorks', color: '#f2a93b' },
  { file: 'partner-minerals', text: 'MineralDev', color: '#3bb3a0' },
  { file: 'sponsor-terra', text: 'TerraDrill', color: '#e85d4a' },
  { file: 'sponsor-orecast', text: 'OreCast', color: '#f2a93b' },
  { file: 'sponsor-shaftline', text: 'Shaftline', color: '#9ccf9a' },
  { file: 'sponsor-safehelm', text: 'SafeHelm', color: '#ffd58a' },
  { file: 'sponsor-rockwise', text: 'RockWise', color: '#8fb8de' },
  { file: 'sponsor-greenpit', text: 'GreenPit', color: '#6fcf7f' },
  { file: 'sponsor-survex', text: 'Survex', color: '#d9a3e0' },
  { file: 'sponsor-blastcore', text: 'BlastCore', color: '#f08a4b' },
];

/** The raster sets: name, aspect, widths, how many and how each picture is drawn. */
const SETS = [
  {
    name: 'carousel',
    count: 10,
    ratio: [16, 9],
    widths: [480, 800, 1200],
    draw: (i, w, h) =>
      sceneSvg({ w, h, seed: 100 + i, scene: SCENES[i % SCENES.length], palette: i, sunX: 0.2 + ((i * 0.17) % 0.6) }),
  },
  {
    name: 'gallery',
    count: 5,
    ratio: [4, 3],
    widths: [400, 800, 1600],
    draw: (i, w, h) => sceneSvg({ w, h, seed: 500 + i, scene: SCENES[(i + 2) % SCENES.length], palette: i + 1 }),
  },
  {
    name: 'people',
    count: 16,
    ratio: [1, 1],
    widths: [160, 320],
    draw: (i, w) => avatarSvg({ size: w, seed: 900 + i }),
  },
  {
    name: 'poster',
    count: 1,
    ratio: [16, 9],
    widths: [640, 1280],
    draw: (_i, w, h) => sceneSvg({ w, h, seed: 42, scene: 'stage', palette: 2 }),
  },
];

const FORMATS = [
  ['avif', (image) => image.avif({ quality: 50, effort: 4 })],
  ['webp', (image) => image.webp({ quality: 72 })],
  ['jpg', (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true })],
];

const pad = (n) => String(n).padStart(2, '0');
const identifier = (file) => file.replace(/[^a-z0-9]+(.)/gi, (_m, c) => c.toUpperCase());

async function renderSets() {
  const manifests = {};
  for (const set of SETS) {
    const dir = path.join(outDir, set.name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const imports = [];
    const entries = [];
    for (let i = 0; i < set.count; i += 1) {
      const key = `${set.name}-${pad(i + 1)}`;
      const largest = set.widths[set.widths.length - 1];
      const largestHeight = Math.round((largest * set.ratio[1]) / set.ratio[0]);
      const candidates = { avif: [], webp: [], jpg: [] };
      for (const width of set.widths) {
        const height = Math.round((width * set.ratio[1]) / set.ratio[0]);
        const svg = Buffer.from(set.draw(i, width, height));
        for (const [format, encode] of FORMATS) {
          const file = `${key}-${width}.${format}`;
          await encode(sharp(svg)).toFile(path.join(dir, file));
          const name = identifier(`${key}-${width}-${format}`);
          imports.push(`import ${name} from './${set.name}/${file}';`);
          candidates[format].push(`{ url: ${name}, width: ${width} }`);
        }
      }
      entries.push(
        `  '${key}': { width: ${largest}, height: ${largestHeight}, avif: [${candidates.avif.join(', ')}], webp: [${candidates.webp.join(', ')}], fallback: [${candidates.jpg.join(', ')}] },`,
      );
    }
    manifests[set.name] =
      `${imports.join('\n')}\n\nexport const ${identifier(set.name)}Images = {\n${entries.join('\n')}\n} satisfies Record<string, ImageAsset>;\n`;
  }
  return manifests;
}

function writeLogos() {
  const dir = path.join(outDir, 'logos');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const imports = [];
  const entries = [];
  LOGOS.forEach((logo, i) => {
    writeFileSync(path.join(dir, `${logo.file}.svg`), wordmarkSvg({ ...logo, mark: MARKS[i % MARKS.length] }));
    const name = identifier(logo.file);
    imports.push(`import ${name} from './logos/${logo.file}.svg';`);
    entries.push(`  '${logo.file}': { url: ${name}, width: 240, height: 80 },`);
  });
  return `${imports.join('\n')}\n\n/** Vector wordmarks: one file serves every screen density. */\nexport const logos = {\n${entries.join('\n')}\n} satisfies Record<string, VectorAsset>;\n`;
}

function ensureFfmpeg() {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0) return;
  console.log('ffmpeg is missing: installing it from Debian (apt-get install -y ffmpeg)');
  execFileSync('apt-get', ['install', '-y', 'ffmpeg'], { stdio: 'inherit' });
}

/** The promotional clip: a slow pan over a fest ground at dusk, then the fest's title. Six seconds, 24 fps. */
async function renderVideo() {
  ensureFfmpeg();
  const dir = path.join(outDir, 'video');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const frames = mkdtempSync(path.join(os.tmpdir(), 'greatstep-frames-'));
  const [w, h, fps, seconds] = [640, 360, 24, 6];
  try {
    for (let f = 0; f < fps * seconds; f += 1) {
      const t = f / (fps * seconds);
      const scene = sceneSvg({
        w,
        h,
        seed: 7,
        scene: 'bunting',
        palette: 2,
        sunX: 0.15 + t * 0.7,
        sunY: 0.5 - t * 0.2,
      });
      const opacity = Math.max(0, Math.min(1, (t - 0.45) * 3));
      const title = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><g opacity="${opacity}" font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle">
        <rect x="${w * 0.15}" y="${h * 0.3}" width="${w * 0.7}" height="${h * 0.3}" rx="12" fill="#14110f" opacity="0.8"/>
        <text x="${w / 2}" y="${h * 0.45}" font-size="40" font-weight="700" fill="#f2a93b">GREAT-STEP'25</text>
        <text x="${w / 2}" y="${h * 0.54}" font-size="18" fill="#f3ede4">28–30 March · Kharagpur</text></g></svg>`;
      await sharp(Buffer.from(scene))
        .composite([{ input: Buffer.from(title) }])
        .png()
        .toFile(path.join(frames, `frame-${String(f).padStart(4, '0')}.png`));
    }
    const input = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', path.join(frames, 'frame-%04d.png')];
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-pix_fmt',
      'yuv420p',
      '-an',
      path.join(dir, 'promo.webm'),
    ]);
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-crf',
      '28',
      '-preset',
      'slow',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      path.join(dir, 'promo.mp4'),
    ]);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
  return `import promoMp4 from './video/promo.mp4';\nimport promoWebm from './video/promo.webm';\n\nexport const promoVideo = {\n  width: ${w},\n  height: ${h},\n  sources: [\n    { url: promoWebm, type: 'video/webm' },\n    { url: promoMp4, type: 'video/mp4' },\n  ],\n};\n`;
}

const HEADER =
  '// Generated by mf-marketing/scripts/generate-media.mjs (npm run media -w mf-marketing): do not edit by hand.\n';

async function main() {
  mkdirSync(outDir, { recursive: true });
  const manifests = await renderSets();
  for (const [name, body] of Object.entries(manifests)) {
    const source = `${HEADER}import type { ImageAsset } from '../../lib/image-asset';\n${body}`;
    writeFileSync(path.join(outDir, `${name}.ts`), source);
  }
  writeFileSync(
    path.join(outDir, 'logos.ts'),
    `${HEADER}import type { VectorAsset } from '../../lib/image-asset';\n${writeLogos()}`,
  );
  writeFileSync(path.join(outDir, 'video.ts'), `${HEADER}${await renderVideo()}`);
  // The manifests follow the repository's layout rules like any other source.
  execFileSync('npx', ['prettier', '--write', path.join(outDir, '*.ts')], { stdio: 'inherit', cwd: appDir });
  console.log(`Media written to ${path.relative(process.cwd(), outDir)}`);
}

await main();
