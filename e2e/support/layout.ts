import { expect, type Locator, type Page } from '@playwright/test';

/** The narrowest phone we design for (docs/TESTING.md); the phone project itself is 390 px wide. */
const NARROWEST_PHONE = { width: 360, height: 740 };

async function sideOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The page never scrolls sideways: at this project's size, and on a phone also at 360 px, the narrowest we design
 * for. The size is put back afterwards.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await sideOverflow(page), 'sideways overflow in px').toBeLessThanOrEqual(0);
  const size = page.viewportSize();
  if (!size || size.width >= 600 || size.width <= NARROWEST_PHONE.width) return;
  await page.setViewportSize(NARROWEST_PHONE);
  // One frame for layout at the new width before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await sideOverflow(page), `sideways overflow in px at ${NARROWEST_PHONE.width} px`).toBeLessThanOrEqual(0);
  await page.setViewportSize(size);
}

/**
 * Where the text of each element wraps, as `before|after` pairs around each line break a reader sees: the character
 * ending one line and the one starting the next, read from the characters' boxes.
 */
export async function lineBreaksOf(elements: Locator): Promise<string[][]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const breaks: string[] = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      let previous: { char: string; top: number; height: number } | undefined;
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent ?? '';
        for (let index = 0; index < value.length; index += 1) {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          const char = value[index] as string;
          if (previous && box.top > previous.top + previous.height / 2) breaks.push(`${previous.char}|${char}`);
          previous = { char, top: box.top, height: box.height };
        }
      }
      return breaks;
    }),
  );
}

/** Whether each input's placeholder fits its box: its text's width in the input's font against the room inside. */
export async function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element) => {
    const field = element as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width <= room;
  });
}

/**
 * Controls that share a line of a form start at the same height: any two whose boxes overlap from top to bottom have
 * the same top (to the pixel). Returns the pairs that do not, as `name: top` strings.
 */
export async function misalignedTops(controls: Locator): Promise<string[]> {
  const boxes = await controls.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      const name = node.getAttribute('aria-label') ?? node.id ?? node.textContent;
      return { name, top: box.top, bottom: box.bottom };
    }),
  );
  const pairs: string[] = [];
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const sameLine = a.top < b.bottom && b.top < a.bottom;
      if (sameLine && Math.abs(a.top - b.top) > 1) pairs.push(`${a.name}: ${a.top} / ${b.name}: ${b.top}`);
    }
  }
  return pairs;
}
