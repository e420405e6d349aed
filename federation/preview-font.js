// The one typeface of the preview pictures, read from files the repository pins (@fontsource/noto-sans, an exact
// version in package.json, under the SIL Open Font License), never from the machine's fonts: the layout measures each
// line with the same glyph outlines the picture is drawn with, so a title measured to fit is a title that fits, on
// any machine that builds (docs/ARCHITECTURE.md#preview-pictures).
const fs = require('node:fs');
const opentype = require('opentype.js');

const PACKAGE = '@fontsource/noto-sans';

// Fontsource splits the font by script as browsers load it: the Latin file lacks ₹, which is in the Latin Extended
// one. Each character is drawn from the first file that has it.
const SUBSETS = ['latin', 'latin-ext'];
const WEIGHTS = { regular: 400, bold: 700 };

const filesOf = (weight) =>
  SUBSETS.map((subset) => require.resolve(`${PACKAGE}/files/noto-sans-${subset}-${weight}-normal.woff`));

/** The font files, for the build's cache key: a new font is a new picture. */
const FONT_FILES = Object.values(WEIGHTS).flatMap(filesOf);

function parse(file) {
  const bytes = fs.readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The text in runs of characters that one file draws, in order; a character no file has is an error, not a box. */
function runsOf(fonts, text) {
  const runs = [];
  for (const char of text) {
    const font = fonts.find((candidate) => candidate.charToGlyphIndex(char) > 0);
    if (!font) {
      throw new Error(
        `The preview font has no glyph for "${char}" (U+${char.codePointAt(0).toString(16)}) in "${text}"`,
      );
    }
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

const COORDINATES = {
  M: ['x', 'y'],
  L: ['x', 'y'],
  Q: ['x1', 'y1', 'x', 'y'],
  C: ['x1', 'y1', 'x2', 'y2', 'x', 'y'],
  Z: [],
};

/**
 * A glyph path as SVG path data, to a tenth of a pixel. Written here rather than by opentype.js's toPathData, whose
 * rounding turns a coordinate whose fraction is tiny (1e-14, left by floating-point sums) into NaN, and the renderer then
 * drops the rest of the line.
 */
function pathData(path) {
  const number = (value) => String(Math.round(value * 10) / 10);
  return path.commands
    .map((command) => command.type + COORDINATES[command.type].map((key) => number(command[key])).join(' '))
    .join('');
}

// opentype.js applies none of this font's GPOS kerning (its lookups are of kinds it does not read): asking for none
// draws the same outlines and skips the search, a third of the time per line.
const OPTIONS = { kerning: false };

/**
 * One weight of the typeface: `measure` is how far the pen moves over the text at a size, in pixels; `outline` is the
 * text as SVG path data from a baseline at (x, y), with the box its ink covers. The two walk the same runs and
 * advances, so what is measured is what is drawn.
 */
function typeface(fonts) {
  const measure = (text, size) =>
    runsOf(fonts, text).reduce((width, run) => width + run.font.getAdvanceWidth(run.text, size, OPTIONS), 0);
  const outline = (text, x, y, size) => {
    let pen = x;
    const parts = [];
    const box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
    for (const run of runsOf(fonts, text)) {
      const glyphs = run.font.getPath(run.text, pen, y, size, OPTIONS);
      const ink = glyphs.getBoundingBox();
      if (!ink.isEmpty()) {
        box.x1 = Math.min(box.x1, ink.x1);
        box.y1 = Math.min(box.y1, ink.y1);
        box.x2 = Math.max(box.x2, ink.x2);
        box.y2 = Math.max(box.y2, ink.y2);
      }
      parts.push(pathData(glyphs));
      pen += run.font.getAdvanceWidth(run.text, size, OPTIONS);
    }
    return { d: parts.join(''), box, advance: pen - x };
  };
  return { measure, outline };
}

let loaded = null;

/** The regular and bold faces, parsed once per process. */
function previewFont() {
  loaded ??= Object.fromEntries(
    Object.entries(WEIGHTS).map(([name, weight]) => [name, typeface(filesOf(weight).map(parse))]),
  );
  return loaded;
}

module.exports = { previewFont, FONT_FILES };
