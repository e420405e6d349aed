// Draws a page's preview picture (Open Graph, Twitter card): 1200 × 630, the size link previews ask for, as a JPEG.
// The words are laid out by preview-layout.js and drawn as the outlines of the font they were measured with
// (preview-font.js), as SVG paths: no machine font is asked for, so every machine that builds draws the same picture,
// and a line measured to fit is drawn to fit. The page's art is laid on the right, on the site's colours (shell/src/styles),
// by sharp (docs/ARCHITECTURE.md#preview-pictures).
const sharp = require('sharp');
const { previewFont } = require('./preview-font');
const { layoutPreview, PREVIEW_SIZE, ART } = require('./preview-layout');

const { width: WIDTH, height: HEIGHT } = PREVIEW_SIZE;
const COLOURS = { coal: '#14110f', earth: '#2a1d16', rust: '#5a3a26', gold: '#f2a93b', text: '#f3ede4' };
const FILL = { kicker: COLOURS.gold, status: COLOURS.coal, title: '#ffffff', label: COLOURS.gold, value: COLOURS.text };

/**
 * The picture's words alone, on a transparent 1200 × 630 SVG, with the box each row's ink covers: what a person reads,
 * and where.
 * @param {{ kicker: string, title: string, status?: string, lines: { label: string, value: string }[] }} words
 * @param {boolean} withArt
 * @returns {{ svg: string, layout: ReturnType<typeof layoutPreview>, inks: { role: string, text: string, box: { x1: number, y1: number, x2: number, y2: number } }[] }}
 */
function drawnWords(words, withArt) {
  const font = previewFont();
  const layout = layoutPreview(words, withArt);
  const inks = [];
  const paths = layout.rows.map((row) => {
    const { d, box } = font[row.weight].outline(row.text, row.x, row.y, row.size);
    inks.push({ role: row.role, text: row.text, box });
    return `<path d="${d}" fill="${FILL[row.role]}"/>`;
  });
  const { badge } = layout;
  const box = badge
    ? `<rect x="${badge.x}" y="${badge.y}" width="${badge.width.toFixed(1)}" height="${badge.height}" rx="${badge.height / 2}" fill="${COLOURS.gold}"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${box}${paths.join('')}</svg>`;
  return { svg, layout, inks };
}

/** The picture's ground: the site's colours, the gold mark above the kicker, the strata along the bottom. */
function groundSvg(left) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.earth}"/><stop offset="1" stop-color="${COLOURS.coal}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<path d="M0 598 220 584 470 596 720 580 980 594 1200 584V630H0z" fill="${COLOURS.rust}" opacity=".55"/>
<path d="M0 614 300 604 620 616 900 606 1200 612V630H0z" fill="${COLOURS.coal}" opacity=".9"/>
<rect x="${left}" y="72" width="96" height="8" rx="4" fill="${COLOURS.gold}"/>
</svg>`;
}

/** The art cut to the picture's frame with rounded corners and a thin gold edge. */
async function artLayer(artFile) {
  const { left, top, width, height, radius } = ART;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}"/></svg>`,
  );
  const art = await sharp(artFile)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const edge = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 8}" height="${height + 8}"><rect x="2" y="2" width="${width + 4}" height="${height + 4}" rx="${radius + 3}" fill="none" stroke="${COLOURS.gold}" stroke-width="3"/></svg>`,
  );
  return [
    { input: art, left, top },
    { input: edge, left: left - 4, top: top - 4 },
  ];
}

/**
 * The preview of one page as JPEG bytes, 1200 × 630.
 * @param {{ kicker: string, title: string, status?: string, lines: { label: string, value: string }[] }} words
 * @param {string | null} artFile a picture file, or null for the words alone
 * @returns {Promise<Buffer>}
 * @throws {Error} when the words do not fit (preview-layout.js says which)
 */
async function drawPreview(words, artFile) {
  const { svg, layout } = drawnWords(words, artFile !== null);
  const layers = artFile ? await artLayer(artFile) : [];
  return sharp(Buffer.from(groundSvg(layout.frame.left)))
    .composite([...layers, { input: Buffer.from(svg) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

module.exports = { drawPreview, drawnWords, PREVIEW_SIZE };
