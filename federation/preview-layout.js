// Where each word of a preview picture goes, measured with the font it is drawn in (preview-font.js): the title at the
// largest size at which every line of it fits the frame, each fact line after its label, and a page that cannot be
// laid out whole is refused by the build rather than drawn cut (docs/ARCHITECTURE.md#preview-pictures).
const { previewFont } = require('./preview-font');

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 64;
/** The art's place on the right; the words keep 40 px from it. */
const ART = { left: 652, top: 115, width: 484, height: 400, radius: 24 };
/** Below this the picture's ground is drawn (preview-picture.js): no ink of a word goes lower. */
const BOTTOM = 572;

const KICKER = { size: 28, weight: 'bold', baseline: 150 };
const BADGE = { size: 22, weight: 'bold', height: 40, padding: 18, gap: 22 };
/** From the largest down, the title's sizes, each tried with up to three lines. */
const TITLE_SIZES = [64, 58, 52, 46, 40];
const TITLE_LINES = 3;
const LABEL = { size: 24, weight: 'bold', gap: 20 };
const VALUE = { size: 34, weight: 'regular', rowHeight: 48, rows: 2 };
/** The lowest a letter reaches below its baseline, as a share of its size (Noto Sans: descender 293/1000). */
const DESCENT = 0.3;

const row = (role, text, x, y, { size, weight }) => ({ role, text, x, y, size, weight });

/** The text area, left of the art or across the picture without art. */
function frameOf(withArt) {
  return { left: MARGIN, right: withArt ? ART.left - 40 : WIDTH - MARGIN, bottom: BOTTOM };
}

/**
 * The words in lines no wider than `width` at `size`, broken at spaces; null when a word alone is wider, or when it
 * takes more than `max` lines.
 */
function wrap(face, text, size, width, max) {
  const lines = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && face.measure(`${last} ${word}`, size) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else if (face.measure(word, size) <= width) {
      lines.push(word);
    } else {
      return null;
    }
  }
  return lines.length <= max ? lines : null;
}

/** The facts under the title: each label in a column as wide as the widest, its value wrapped beside it. */
function factRows(font, lines, frame, top) {
  const column = Math.max(0, ...lines.map((line) => font.bold.measure(line.label, LABEL.size))) + LABEL.gap;
  const valueWidth = frame.right - frame.left - column;
  const rows = [];
  let y = top;
  for (const line of lines) {
    const values = wrap(font.regular, line.value, VALUE.size, valueWidth, VALUE.rows);
    if (!values) throw new Error(`its line "${line.label}: ${line.value}" does not fit in ${VALUE.rows} rows`);
    y += VALUE.rowHeight;
    rows.push(row('label', line.label, frame.left, y, LABEL));
    for (const [index, value] of values.entries()) {
      if (index > 0) y += VALUE.rowHeight;
      rows.push(row('value', value, frame.left + column, y, VALUE));
    }
  }
  return { rows, bottom: y + VALUE.size * DESCENT };
}

/** A status ("Coming soon") in a box of its own under the kicker, so that it reads apart from the facts. */
function statusBadge(font, status, frame) {
  const box = {
    x: frame.left,
    y: KICKER.baseline + BADGE.gap,
    width: font.bold.measure(status, BADGE.size) + 2 * BADGE.padding,
    height: BADGE.height,
  };
  if (box.width > frame.right - frame.left) throw new Error(`its status "${status}" is wider than the picture's words`);
  // Centred on its box: half the cap height (0.71 em in Noto Sans) below the box's middle.
  const baseline = box.y + box.height / 2 + 0.355 * BADGE.size;
  return { box, row: row('status', status, box.x + BADGE.padding, baseline, BADGE) };
}

/**
 * The picture's words laid out: `rows` of text, each `{ role, text, x, y, size, weight }` with y its baseline, and the
 * status `badge` (a rounded box) when there is one.
 * @param {{ kicker: string, title: string, status?: string, lines: { label: string, value: string }[] }} words
 * @param {boolean} withArt
 * @throws {Error} saying what does not fit, at the smallest title size
 */
function layoutPreview(words, withArt) {
  const font = previewFont();
  const frame = frameOf(withArt);
  const width = frame.right - frame.left;
  if (font.bold.measure(words.kicker, KICKER.size) > width) {
    throw new Error(`its kicker "${words.kicker}" is wider than the picture's ${width} px of words`);
  }
  const kicker = row('kicker', words.kicker, frame.left, KICKER.baseline, KICKER);
  const badge = words.status ? statusBadge(font, words.status, frame) : null;
  const top = badge ? badge.box.y + badge.box.height + 12 : KICKER.baseline + 30;
  let refusal = `its title "${words.title}" does not fit in ${TITLE_LINES} lines even at ${TITLE_SIZES.at(-1)} px`;
  for (const size of TITLE_SIZES) {
    const lines = wrap(font.bold, words.title, size, width, TITLE_LINES);
    if (!lines) continue;
    let y = top;
    const title = lines.map((text) => {
      y += size * 1.15;
      return row('title', text, frame.left, y, { size, weight: 'bold' });
    });
    const facts = factRows(font, words.lines, frame, y + 30);
    if (facts.bottom <= frame.bottom) {
      return {
        frame,
        badge: badge?.box ?? null,
        rows: [kicker, ...(badge ? [badge.row] : []), ...title, ...facts.rows],
      };
    }
    refusal = `its words run ${Math.ceil(facts.bottom - frame.bottom)} px below the picture's ground even with the title at ${size} px`;
  }
  throw new Error(refusal);
}

module.exports = { layoutPreview, PREVIEW_SIZE: { width: WIDTH, height: HEIGHT }, ART };
