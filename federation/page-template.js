// The page every app's build writes (index.html): the site's name, description, colours and icon.

const SITE_TITLE = 'GreatStep 2025 | TMES IIT Kharagpur';
const SITE_DESCRIPTION =
  "GreatStep 2025, 28–30 March: the technical and management fest of TMES, the Department of Mining Engineering's student society at IIT Kharagpur.";
const THEME_COLOR = '#14110f';

/** The site's icon, inline so that every page of every bundle (the rules documents too) carries it for free. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%2314110f'/%3E%3Cpath d='M6 24 16 7l10 17z' fill='%23f2a93b'/%3E%3C/svg%3E";

// The <base> makes the relative script URLs (publicPath 'auto') and remotes.json resolve from the site root
// even when the first request is a deep link such as /great-step/events/competitions/QS.
function htmlTemplate() {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <base href="/" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${SITE_DESCRIPTION}" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <meta name="color-scheme" content="dark" />
    <link rel="icon" href="${FAVICON}" />
    <title>${SITE_TITLE}</title>
  </head>
  <body>
    <noscript>GreatStep 2025 needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { htmlTemplate, FAVICON };
