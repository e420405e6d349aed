// Draws a page's preview picture (Open Graph, Twitter card): 1200 × 630, the size link previews ask for, as a JPEG.
// The words are drawn as SVG text and the page's art is laid on the right, on the site's colours (shell/src/styles),
// by sharp. Text is drawn with the machine's fonts (DejaVu Sans, else any sans-serif): the build is the one place
// that draws it, and the file's name carries a hash of its bytes, so a picture drawn elsewhere is another file.
const sharp = require('sharp');

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 64;
const ART = { left: 652, top: 115, width: 484, height: 400, radius: 24 };
const COLOURS = { coal: '#14110f', earth: '#2a1d16', rust: '#5a3a26', gold: '#f2a93b', text: '#f3ede4' };
const FONT = "DejaVu Sans, 'Liberation Sans', Arial, sans-serif";

const escapeXml = (text) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]);

/** About how wide a line of bold sans-serif is, in pixels: wide enough to wrap before the art, never exact. */
function textWidth(text, size, bold = true) {
  let width = bold ? 0 : -0.08 * [...text].length;
  for (const char of text) width += /[A-Z0-9₹@mw]/.test(char) ? 0.8 : /[il.,'’| -]/.test(char) ? 0.38 : 0.68;
  return width * size;
}

/** The words in lines no wider than `width`, at most `max` of them (the last one cut with an ellipsis). */
function wrap(text, size, width, max, bold = true) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]}…`;
  return kept;
}

/** The largest title size (64, 54, 46 px) at which it fits in three lines. */
function titleLines(title, width) {
  for (const size of [64, 54, 46]) {
    const lines = wrap(title, size, width, 3);
    if (!lines.at(-1).endsWith('…')) return { size, lines };
  }
  return { size: 46, lines: wrap(title, 46, width, 3) };
}

/** The picture's words and background as SVG, for the layout with or without art. */
function drawingSvg({ kicker, title, lines }, withArt) {
  const width = (withArt ? ART.left - 40 : WIDTH) - MARGIN * (withArt ? 1 : 2);
  const heading = titleLines(title, width);
  const texts = [];
  let y = 150;
  texts.push(
    `<text x="${MARGIN}" y="${y}" font-size="28" font-weight="700" fill="${COLOURS.gold}" letter-spacing="1">${escapeXml(kicker)}</text>`,
  );
  y += 30;
  for (const line of heading.lines) {
    y += heading.size * 1.15;
    texts.push(
      `<text x="${MARGIN}" y="${Math.round(y)}" font-size="${heading.size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    );
  }
  y += 24;
  // Each line may take two rows, four rows in all: below them is the picture's edge.
  const rows = lines
    .flatMap((line) => wrap(line, 34, width, 2, false))
    .slice(0, 4 - Math.max(0, heading.lines.length - 2));
  for (const row of rows) {
    y += 50;
    texts.push(
      `<text x="${MARGIN}" y="${Math.round(y)}" font-size="34" fill="${COLOURS.text}">${escapeXml(row)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.earth}"/><stop offset="1" stop-color="${COLOURS.coal}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<path d="M0 598 220 584 470 596 720 580 980 594 1200 584V630H0z" fill="${COLOURS.rust}" opacity=".55"/>
<path d="M0 614 300 604 620 616 900 606 1200 612V630H0z" fill="${COLOURS.coal}" opacity=".9"/>
<rect x="${MARGIN}" y="72" width="96" height="8" rx="4" fill="${COLOURS.gold}"/>
<g font-family="${FONT}">${texts.join('')}</g>
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
 * @param {{ kicker: string, title: string, lines: string[] }} words
 * @param {string | null} artFile a picture file, or null for the words alone
 * @returns {Promise<Buffer>}
 */
async function drawPreview(words, artFile) {
  const background = Buffer.from(drawingSvg(words, artFile !== null));
  const layers = artFile ? await artLayer(artFile) : [];
  return sharp(background).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

module.exports = { drawPreview, PREVIEW_SIZE: { width: WIDTH, height: HEIGHT } };
