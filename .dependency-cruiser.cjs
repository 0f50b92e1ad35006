/**
 * The code's structure, checked on every `npm run lint` (docs/decisions/code-structure.md): imports flow one
 * way, from the composing layers (server/app.ts, client/src/app and pages) through the features to the
 * infrastructure and shared/, never back, never in a circle, and features never reach into each other.
 */
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
    {
      name: "no-server-feature-to-another",
      severity: "error",
      comment: "Server features do not import each other (types aside); app.ts wires them together.",
      from: { path: "^server/features/([^/]+)/" },
      to: { path: "^server/features/", pathNot: "^server/features/$1/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-client-feature-to-another",
      severity: "error",
      comment: "Client features do not import each other; pages and app/ compose them, components/ and lib/ hold what they share.",
      from: { path: "^client/src/features/([^/]+)/" },
      to: { path: "^client/src/features/", pathNot: "^client/src/features/$1/" },
    },
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
