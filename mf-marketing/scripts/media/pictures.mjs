import path from 'node:path';
import sharp from 'sharp';
import { avatarSvg, sceneSvg, SCENES } from './draw.mjs';
import { freshDir, identifier } from './output.mjs';

// The photos: each set's pictures at a few widths, encoded by sharp into AVIF and WebP with a JPEG fallback, and the
// manifest of each set.

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

export async function renderSets() {
  const manifests = {};
  for (const set of SETS) {
    const dir = freshDir(set.name);
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
