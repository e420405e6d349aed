const { previewFont } = require('../preview-font');
const { layoutPreview } = require('../preview-layout');

const KICKER = "GREAT-STEP'25 · IIT Kharagpur";
const facts = [
  { label: 'Prizes', value: '₹80,000' },
  { label: 'Team size', value: 'To be announced' },
  { label: 'Dates', value: '28–30 March 2025' },
];
const font = previewFont();
const rowsOf = (layout, role) => layout.rows.filter((row) => row.role === role);
/** How wide a row is drawn, measured with the font it is drawn in. */
const widthOf = (row) => font[row.weight].measure(row.text, row.size);

test('a title too wide for the frame at the largest size is drawn smaller, whole and on one line', () => {
  const title = 'CODE-X-TRACTION';
  const frame = layoutPreview({ kicker: KICKER, title, lines: facts }, true).frame;
  // The case that was cut: at the largest size its one word is wider than the words' part of the picture.
  expect(font.bold.measure(title, 64)).toBeGreaterThan(frame.right - frame.left);
  const layout = layoutPreview({ kicker: KICKER, title, lines: facts }, true);
  const [row, ...more] = rowsOf(layout, 'title');
  expect(more).toEqual([]);
  expect(row.text).toBe(title);
  expect(row.size).toBeLessThan(64);
  expect(row.x + widthOf(row)).toBeLessThanOrEqual(layout.frame.right);
});

test('a long title wraps at its spaces, every word kept in order, each line inside the frame', () => {
  const title = 'National Mining Innovation Challenge of Mining Engineering';
  const layout = layoutPreview({ kicker: KICKER, title, lines: facts }, true);
  const rows = rowsOf(layout, 'title');
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.map((row) => row.text).join(' ')).toBe(title);
  for (const row of rows) expect(row.x + widthOf(row)).toBeLessThanOrEqual(layout.frame.right);
});

test('without art the words take the width of the picture', () => {
  const title = 'National Mining Innovation';
  expect(rowsOf(layoutPreview({ kicker: KICKER, title, lines: facts }, false), 'title')).toHaveLength(1);
  expect(rowsOf(layoutPreview({ kicker: KICKER, title, lines: facts }, true), 'title')).toHaveLength(2);
});

test('each line is drawn after its label, the values in one column right of the widest label', () => {
  const layout = layoutPreview({ kicker: KICKER, title: 'Geobotics', lines: facts }, true);
  const labels = rowsOf(layout, 'label');
  const values = rowsOf(layout, 'value');
  expect(labels.map((row) => row.text)).toEqual(facts.map((line) => line.label));
  expect(values.map((row) => row.text)).toEqual(facts.map((line) => line.value));
  const column = Math.max(...labels.map((row) => row.x + widthOf(row)));
  for (const [index, value] of values.entries()) {
    expect(value.y).toBe(labels[index].y);
    expect(value.x).toBeGreaterThan(column);
  }
});

test('a long value wraps beside its label, and the words below it move down', () => {
  const lines = [{ label: 'Events', value: 'Competitions, workshops, a panel discussion' }, facts[2]];
  const layout = layoutPreview({ kicker: KICKER, title: 'Events', lines }, true);
  const values = rowsOf(layout, 'value');
  expect(
    values
      .slice(0, -1)
      .map((row) => row.text)
      .join(' '),
  ).toBe(lines[0].value);
  expect(values.at(-1).text).toBe(lines[1].value);
  expect(rowsOf(layout, 'label').at(-1).y).toBe(values.at(-1).y);
  for (const row of values) expect(row.x + widthOf(row)).toBeLessThanOrEqual(layout.frame.right);
});

test('a status is drawn in a box of its own, between the kicker and the title', () => {
  const layout = layoutPreview({ kicker: KICKER, title: 'CODE-X-TRACTION', status: 'Coming soon', lines: facts }, true);
  const [status] = rowsOf(layout, 'status');
  expect(status.text).toBe('Coming soon');
  const { badge } = layout;
  expect(status.x).toBeGreaterThan(badge.x);
  expect(status.x + widthOf(status)).toBeLessThan(badge.x + badge.width);
  expect(badge.y).toBeGreaterThan(rowsOf(layout, 'kicker')[0].y);
  expect(badge.y + badge.height).toBeLessThan(rowsOf(layout, 'title')[0].y - rowsOf(layout, 'title')[0].size * 0.75);
  expect(layoutPreview({ kicker: KICKER, title: 'Geobotics', lines: facts }, true).badge).toBeNull();
});

test('words that fit at no size are refused, saying which, rather than drawn cut', () => {
  const word = 'Supercalifragilisticexpialidocious-Mining-Challenge';
  expect(() => layoutPreview({ kicker: KICKER, title: word, lines: facts }, true)).toThrow(
    `its title "${word}" does not fit in 3 lines even at 40 px`,
  );
  const long = Array.from({ length: 4 }, () => facts).flat();
  expect(() => layoutPreview({ kicker: KICKER, title: 'Geobotics', lines: long }, true)).toThrow(
    /its words run \d+ px below the picture's ground/,
  );
  expect(() =>
    layoutPreview({ kicker: KICKER, title: 'Geobotics', lines: [{ label: 'Emoji', value: '⛏️' }] }, true),
  ).toThrow(/The preview font has no glyph for "⛏"/);
});
