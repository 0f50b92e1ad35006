/** The inert JSON element in which the server lists the page's code, for the browser to fetch once the page has painted. */
export const PAGE_MODULES_ELEMENT_ID = "page-modules";
