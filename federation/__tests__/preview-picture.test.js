const path = require('node:path');
const sharp = require('sharp');
const { drawnWords, drawPreview, PREVIEW_SIZE } = require('../preview-picture');
const { previewFont } = require('../preview-font');
const { evaluatePureModule } = require('../pure-module');

const root = path.join(__dirname, '..', '..');

// Every public page's picture as its remote declares it (src/app/page-heads.ts), so a new page or a longer name is
// judged too.
const pictures = ['mf-events', 'mf-marketing', 'mf-account'].flatMap((remote) =>
  evaluatePureModule(path.join(root, remote, 'src/app/page-heads.ts')).pageHeads.map((head) => [
    head.path,
    head.preview,
  ]),
);

describe.each(pictures)('the picture of %s', (_path, preview) => {
  const { svg, layout, inks } = drawnWords(preview, preview.art !== undefined);
  const { frame } = layout;
  const texts = (role) => inks.filter((ink) => ink.role === role).map((ink) => ink.text);

  test('says its title whole, its status, and every line after its label', () => {
    expect(texts('title').join(' ')).toBe(preview.title);
    expect(texts('status')).toEqual(preview.status ? [preview.status] : []);
    expect(texts('label')).toEqual(preview.lines.map((line) => line.label));
    expect(texts('value').join(' ')).toBe(preview.lines.map((line) => line.value).join(' '));
    for (const line of preview.lines) expect(line.label.trim()).not.toBe('');
  });

  test('draws every word inside the frame of its words, left of the art and above the ground', () => {
    for (const { text, box } of inks) {
      expect({
        text,
        left: box.x1 >= frame.left - 2,
        right: box.x2 <= frame.right,
        bottom: box.y2 <= frame.bottom,
      }).toEqual({ text, left: true, right: true, bottom: true });
    }
  });

  test('is drawn as outlines of the font it was measured in, with no text left to a machine font', async () => {
    expect(svg).not.toMatch(/<text|font-family/);
    // Every coordinate a number: a NaN makes the renderer drop the rest of a line.
    for (const [, d] of svg.matchAll(/ d="([^"]*)"/g)) expect(d).toMatch(/^([MLQCZ][-\d. ]*)+$/);
    // What a person sees: rendered alone, the words leave no ink outside their frame.
    const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let outside = 0;
    let inside = 0;
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        if (data[(y * info.width + x) * 4 + 3] === 0) continue;
        const within = x >= frame.left - 2 && x < frame.right + 1 && y < frame.bottom + 1;
        if (within) inside += 1;
        else outside += 1;
      }
    }
    expect(outside).toBe(0);
    expect(inside).toBeGreaterThan(1000);
  });
});

test('what is measured is what is drawn: the pen moves as far over a line as its measure says', () => {
  const { bold, regular } = previewFont();
  for (const [face, text, size] of [
    [bold, 'CODE-X-TRACTION', 64],
    [regular, 'Prizes up to ₹80,000 · 28–30 March', 34],
  ]) {
    const drawn = face.outline(text, 64, 300, size);
    expect(drawn.advance).toBeCloseTo(face.measure(text, size), 6);
    expect(drawn.box.x2).toBeLessThanOrEqual(64 + drawn.advance + 1);
  }
});

test('the picture is a 1200 × 630 JPEG with the art on the right', async () => {
  const art = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2f80ed' } })
    .png()
    .toBuffer();
  const words = {
    kicker: 'K',
    title: 'CODE-X-TRACTION',
    status: 'Coming soon',
    lines: [{ label: 'Prizes', value: '₹80,000' }],
  };
  const jpeg = await drawPreview(words, art);
  expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', ...PREVIEW_SIZE });
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x, y) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  // The art's middle is the art's blue, untouched by any word.
  const [red, green, blue] = pixel(894, 315);
  expect(blue).toBeGreaterThan(200);
  expect(red).toBeLessThan(90);
  expect(green).toBeGreaterThan(100);
});
