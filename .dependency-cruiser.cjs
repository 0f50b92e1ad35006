/**
 * The code's structure, checked on every `npm run lint` (docs/decisions/code-structure.md): imports flow one
 * way, from the composing layers (server/app.ts, client/src/app and pages) through the features to the
 * infrastructure and shared/, never back, never in a circle. A feature shows others one file, its index.ts, and
 * uses another feature only along an arrow declared below with its reason.
 */

/**
 * Server features: which other features each may use (through their index.ts), and why. A feature not listed uses
 * none. The arrows form no circle: leads at the bottom, then texts, visits, invoices, jobs, estimates, quotes, reports.
 */
const SERVER_ARROWS = {
  leads: {
    business: "a lead's emails and pages name the business",
    site: "a homeowner's private pages are rendered by the site's page renderer and shell",
  },
  texts: {
    business: "a text names the business and its alert hours",
    leads: "a text is about a lead: its facts and its booking or quote link",
  },
  visits: {
    business: "the visit emails name the business",
    leads: "a booking moves the lead, and the booking page is one of the lead's links",
    texts: "the visit reminder and 'on my way' are texts",
  },
  invoices: {
    business: "an invoice is issued with the business's details of the day",
    leads: "an invoice is issued to a lead, under the lead's lock",
  },
  jobs: {
    business: "a stage done issues its claim with the business's details",
    leads: "a job belongs to a Won lead, and completing it completes the lead",
    texts: "a weather shift texts each moved homeowner",
    invoices: "a stage done issues its progress claim",
    visits: "crews skip the days off kept with the visit calendar",
  },
  estimates: {
    business: "the estimate reads the business's service area",
    leads: "an estimate sent is stored as a quote request",
    site: "the estimate page is one of the site's form pages",
  },
  quotes: {
    business: "a quote is written with the business's details",
    leads: "a quote is a lead's, moves it, and is read through the lead's link",
    texts: "a sent quote is texted to a homeowner who asked",
    invoices: "an acceptance issues the deposit invoice",
    jobs: "an acceptance makes the job",
    estimates: "the quote page offers the neighbour's letter of the lead's estimate",
  },
  reports: {
    business: "the reports count against the business's response promise",
    invoices: "the cash report reads what is owed and overdue from the invoices' ledger",
  },
  site: {
    business: "every page shows the business profile",
    reviews: "pages show the approved reviews from their cache",
    showcase: "pages show the published projects and site photos",
  },
  push: {
    business: "the staff app's manifest names the business",
  },
  business: {
    auth: "a change of payment details asks for the Owner's password and current code",
  },
};

/**
 * Client features: which other features each may use (through their index), and why. admin/ is the staff shell: it
 * composes the desk and the screens from the features. Pages and app/ compose features too, through their indexes.
 */
const CLIENT_ARROWS = {
  admin: {
    leads: "the desk's frame lists and opens leads with the lead's own sections",
    quotes: "a lead's detail shows its quote",
    invoices: "a lead's detail shows its invoices",
    jobs: "a lead's detail shows its job and its completion",
    visits: "a lead's detail shows its site visit",
    texts: "a lead's detail shows its texts",
    estimates: "a lead's detail shows the estimate it was sent with",
    push: "a lead's detail shows the alerts it set off",
    reviews: "the dashboard's reviews tab and its pending notice",
    auth: "the header's change-password dialog",
  },
  quotes: {
    leads: "a change to a quote refreshes the lead and the lists",
    costs: "the quote editor shows the materials its runs need",
  },
  costs: {
    auth: "an Owner sees a job's costs and margin; Staff only record costs",
    estimates: "suggested prices are saved over the estimate's price table",
  },
  reports: { costs: "the reports show productivity and the prices it suggests" },
  invoices: { leads: "a change to an invoice refreshes the lead and the lists" },
  jobs: {
    leads: "a change to a job refreshes the lead and the lists",
    costs: "a job shows its take-off, its order list and its costs",
    auth: "only an Owner is offered the override of a compliance item",
  },
  visits: {
    leads: "a visit booked or cancelled refreshes the lead and the lists",
    texts: "the visit agenda sends 'On my way'",
  },
  texts: { leads: "a text sent refreshes the lead" },
  business: { auth: "a change of payment details asks for the code while two-step sign-in is on" },
  push: { leads: "a lead's alerts are listed with the lead's own types" },
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The rules that keep one side's features apart (the server's or the browser's): each feature uses only the features
 * its arrows name, one without arrows uses none, and every import of a feature from outside it goes through its index.
 */
function featureRules({ side, root, arrows, table, index, outside, outsiders }) {
  const declared = Object.keys(arrows).map(escapeRegExp).join("|");
  return [
    ...Object.entries(arrows).map(([feature, uses]) => ({
      name: `${side}-${feature}-uses-only-its-declared-features`,
      severity: "error",
      comment: `${root}${feature} may use: ${Object.keys(uses).join(", ")} (${table} in .dependency-cruiser.cjs).`,
      from: { path: `^${root}${escapeRegExp(feature)}/` },
      to: { path: `^${root}`, pathNot: `^${root}(${[feature, ...Object.keys(uses)].map(escapeRegExp).join("|")})/` },
    })),
    {
      name: `${side}-feature-undeclared`,
      severity: "error",
      comment: `A feature without arrows in ${table} uses no other feature; declare the arrow with its reason first.`,
      from: { path: `^${root}([^/]+)/`, pathNot: `^${root}(${declared})/` },
      to: { path: `^${root}`, pathNot: `^${root}$1/` },
    },
    {
      name: `${side}-feature-only-through-its-index`,
      severity: "error",
      comment: "Another feature's inner files are its own: import what it offers from its index (type-only imports and tests too).",
      from: { path: `^${root}([^/]+)/` },
      to: { path: `^${root}[^/]+/.`, pathNot: [`^${root}$1/`, `^${root}[^/]+/${index}`] },
    },
    {
      name: `${side}-features-seen-through-their-index`,
      severity: "error",
      comment: `${outsiders} use a feature through its index, as other features do.`,
      from: { path: outside, pathNot: `^${root}` },
      to: { path: `^${root}[^/]+/.`, pathNot: `^${root}[^/]+/${index}` },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle of imports (type-only ones included) means two modules each need the other: one of them holds the wrong line.",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-imports-nothing-of-ours",
      severity: "error",
      comment: "shared/ is read by the server and the browser alike: no Express, no DOM, nothing of either side.",
      from: { path: "^shared/" },
      to: { path: "^(server|client|scripts|e2e)/" },
    },
    {
      name: "infra-knows-no-feature",
      severity: "error",
      comment:
        "The queue, mail transport and change channel serve every feature; a feature's table or rule in them is the line in the wrong place.",
      from: { path: "^server/(infra|lib|middleware|db)/" },
      to: { path: "^server/(features|app\\.ts|index\\.ts)" },
    },
    ...featureRules({
      side: "server",
      root: "server/features/",
      arrows: SERVER_ARROWS,
      table: "SERVER_ARROWS",
      index: "index\\.ts$",
      outside: ".",
      outsiders: "app.ts, the scripts and the test helpers",
    }),
    {
      name: "routers-are-mounted-not-used",
      severity: "error",
      comment:
        "A *.router.ts is imported only by app.ts (through its feature's index.ts) or by its feature's own routers, which mount it; its helpers belong in a module of their own.",
      from: { path: "^server/features/([^/]+)/", pathNot: "(/index\\.ts|\\.router\\.ts)$" },
      to: { path: "^server/features/$1/.+\\.router\\.ts$" },
    },
    ...featureRules({
      side: "client",
      root: "client/src/features/",
      arrows: CLIENT_ARROWS,
      table: "CLIENT_ARROWS",
      index: "index\\.tsx?$",
      outside: "^client/",
      outsiders: "Pages, app/ and the test helpers",
    }),
    {
      name: "client-lower-layers-know-no-feature",
      severity: "error",
      comment: "components/ and lib/ are below the features: they never import one (a test helper may).",
      from: { path: "^client/src/(components|lib)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^client/src/(features|pages|app)/" },
    },
    {
      name: "browser-never-imports-server",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|data|migrations|test-results|playwright-report)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
