/** Reading a page's HTML as a visitor reads it, in tests. */

/** The page's <title>. */
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** Text with React's and the HTML escapes undone (quotes, ampersands, the empty comments between text parts). */
export const decodeHtml = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, "");

/** React's text of a page as the tests read it: the empty comments between text parts gone, apostrophes unescaped. */
export const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#39;", "'").replaceAll("&#x27;", "'");
