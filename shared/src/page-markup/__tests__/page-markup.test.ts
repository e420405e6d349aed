/**
 * @jest-environment node
 */
import { FRAME_MARKUP, PAGE_MARKUP, pageMarkupProblem } from '..';

const ASSET = 'https://gs-prerender.invalid/assets/';

describe("a prerendered page's HTML, read by an HTML5 parser against the elements and attributes our pages use", () => {
  it('takes markup as react-dom writes our pages: void elements closed with a slash, references, camel-cased names', () => {
    const page =
      '<section aria-labelledby="t" class="gs-page"><h1 id="t">Sponsors&#x27; &amp; partners</h1>' +
      `<picture><source type="image/avif" srcSet="${ASSET}a-320.1.avif 320w, ${ASSET}a-640.2.avif 640w" sizes="50vw"/>` +
      `<img src="${ASSET}a.3.jpg" width="640" height="400" alt="" loading="eager" decoding="auto" fetchPriority="high"/>` +
      '</picture><form aria-label="Sign in" novalidate=""><label for="e">Email</label>' +
      '<input type="email" autoComplete="email" id="e" value=""/><button type="submit" class="button">Go</button></form>' +
      '<a href="/great-step/events#list" data-discover="true">Events</a><a href="mailto:greatstept@gmail.com">Mail</a>' +
      '<a href="https://www.tmesiitkgp.in" target="_blank" rel="noopener noreferrer">TMES</a><a href="?tab=2">Tab</a></section>';
    expect(pageMarkupProblem(page, PAGE_MARKUP)).toBeNull();
  });

  it.each([
    ['an element closed by another start tag', '<p>Prize<div>money</div></p>'],
    ['an element never closed', '<div><p>Prize</p>'],
    ['a stray end tag, which the parser drops', '<p>Prize</p></div>'],
    ['links nested, which the parser splits', '<a href="/a">one<a href="/b">two</a></a>'],
    ['misnested tags', '<strong><span>Prize</strong></span>'],
    ['a heading inside a heading', '<h1><h2>Prize</h2></h1>'],
    ['an end tag with attributes', '<p>Prize</p class="x">'],
    ['a tag the parser reads as text', '<p>Prize < 5</p><p>a</p><3>'],
  ])('refuses %s: markup the parser had to repair', (_what, html) => {
    expect(pageMarkupProblem(html, PAGE_MARKUP)).toMatch(/^markup the parser had to repair/);
  });

  it.each([
    ['javascript:alert(1)', 'a javascript: address'],
    [' JavaScript:alert(1)', 'a javascript: address'],
    ['java\nscript:alert(1)', 'a javascript: address'],
    ['java&#x0A;script:alert(1)', 'a javascript: address'],
    ['&#x6A;avascript&colon;alert(1)', 'a javascript: address'],
    ['vbscript:msgbox(1)', 'a vbscript: address'],
    ['data:text/html,hi', 'a data: address'],
    ['tel:+910000000000', 'a tel: address'],
    ['//evil.example/', 'an address of another origin'],
    ['/\\evil.example/', 'an address of another origin'],
    ['\\\\evil.example/', 'an address of another origin'],
    ['\t//evil.example/', 'an address of another origin'],
  ])('refuses the link %j: %s', (href, problem) => {
    expect(pageMarkupProblem(`<a href="${href}">Prize</a>`, PAGE_MARKUP)).toContain(`${problem}`);
  });

  it('refuses a picture candidate of another origin, wherever it is in a srcset', () => {
    expect(pageMarkupProblem(`<img srcset="${ASSET}a.1.jpg 1x, //evil.example/b.jpg 2x" alt="">`, PAGE_MARKUP)).toBe(
      'an address of another origin ("//evil.example/b.jpg") in the srcset of <img>',
    );
  });

  it('refuses bidirectional overrides and control characters, written or referenced, in text and attributes', () => {
    expect(pageMarkupProblem('<p>Prize &#x202E;gpj.exe</p>', PAGE_MARKUP)).toMatch(/bidirectional override in a text/);
    expect(pageMarkupProblem('<p title="x">a</p>', PAGE_MARKUP)).toBe(
      'the attribute title on <p>, which a page may not hold',
    );
    expect(pageMarkupProblem('<img alt="a&#x2066;b">', PAGE_MARKUP)).toMatch(/in the attribute alt$/);
    expect(pageMarkupProblem('<p>a\u0007b</p>', PAGE_MARKUP)).toMatch(/control-character-in-input-stream/);
  });

  it('gives the frame its landmarks and slot, which a page may not draw', () => {
    const frame =
      '<header><nav aria-label="Main"><a data-gs-nav="" href="/__gs-link__/home">Home</a></nav></header>' +
      '<main id="main" tabindex="-1"><template data-gs-page=""></template></main>' +
      '<footer><address><a href="mailto:greatstept@gmail.com">Mail</a></address></footer>';
    expect(pageMarkupProblem(frame, FRAME_MARKUP)).toBeNull();
    expect(pageMarkupProblem(frame, PAGE_MARKUP)).toBe('a <nav> element, which a page may not hold');
    expect(pageMarkupProblem('<main><h1>Prize</h1></main>', PAGE_MARKUP)).toBe(
      'a <main> element, which a page may not hold',
    );
  });
});
