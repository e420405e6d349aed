const { withoutReactComments } = require('../without-react-comments');
const { pageMarkupProblem, PAGE_MARKUP } = require('@greatstep/shared/page-markup');

// What react-dom's prerender writes for the sign-in page's last line and a page it loads apart, trimmed.
const RENDERED =
  '<!--$--><section><p>New here?<!-- --> <a href="/signup">Create an account</a></p>' +
  '<p>Step <!-- -->1<!-- --> of 3</p></section><!--/$-->';

describe("a prerendered page without React's comments", () => {
  it('keeps every element and word, and is a page the server takes', () => {
    expect(pageMarkupProblem(RENDERED, PAGE_MARKUP)).toBe('a comment');
    const page = withoutReactComments(RENDERED);
    expect(page).toBe('<section><p>New here? <a href="/signup">Create an account</a></p><p>Step 1 of 3</p></section>');
    expect(pageMarkupProblem(page, PAGE_MARKUP)).toBeNull();
  });

  it('keeps any other comment, for the check to refuse: a boundary still waiting is no page to publish', () => {
    const waiting = '<!--$?--><template id="B:0"></template><p>Loading</p><!--/$-->';
    expect(withoutReactComments(waiting)).toBe('<!--$?--><template id="B:0"></template><p>Loading</p>');
    expect(pageMarkupProblem(withoutReactComments(waiting), PAGE_MARKUP)).toBe('a comment');
  });
});
