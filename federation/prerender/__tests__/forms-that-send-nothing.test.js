const { formsThatSendNothing } = require('../forms-that-send-nothing');
const { pageMarkupProblem, PAGE_MARKUP } = require('@greatstep/shared/page-markup');

// What react-dom renders for the sign-in page's form (mf-account/src/features/sign-in/sign-in-page.tsx), trimmed.
const SIGN_IN =
  '<section><h1>Sign In</h1><form class="form_x" novalidate="" aria-label="Sign in"><label for="signin-email">Email' +
  '</label><input id="signin-email" type="email" value=""/><button type="submit" class="button">Sign In</button>' +
  '</form><p>New here? <a href="/signup">Create an account</a></p></section>';

describe('a prerendered page’s forms', () => {
  it('are drawn as named form landmarks holding the same fields and buttons', () => {
    expect(formsThatSendNothing(SIGN_IN)).toBe(
      '<section><h1>Sign In</h1><div role="form" class="form_x" aria-label="Sign in"><label for="signin-email">Email' +
        '</label><input id="signin-email" type="email" value=""/><button type="submit" class="button">Sign In</button>' +
        '</div><p>New here? <a href="/signup">Create an account</a></p></section>',
    );
  });

  it('keep nothing that sends them, so the server takes the page', () => {
    const page = formsThatSendNothing(
      '<FORM action="/x" method="get" enctype="text/plain" target="_self" novalidate aria-label="kept"><input/></form>',
    );
    expect(page).toBe('<div role="form" aria-label="kept"><input/></div>');
    expect(pageMarkupProblem(page, PAGE_MARKUP)).toBeNull();
  });

  it('leave a page without forms as it was, words about forms included', () => {
    const page = '<p>Fill in the &lt;form&gt; below</p><a href="/platform">Platform</a>';
    expect(formsThatSendNothing(page)).toBe(page);
  });
});
