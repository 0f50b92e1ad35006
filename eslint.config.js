import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "migrations", "test-results", "playwright-report", ".tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@/features/*/*"], message: "A feature shows others one file: import from its index (@/features/<name>)." }],
        },
      ],
    },
  },
  {
    // Tests wait for events, never for time: a fixed sleep passes or fails with the machine's speed, and "nothing
    // happened" proven by sleeping proves nothing. Poll for the event (server/test/poll-until.ts, expect.poll,
    // waitFor, a locator's expect), or fake the clock. The poller and the slow-client simulation are the exceptions.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "server/test/**/*.ts", "client/src/test/**/*.{ts,tsx}"],
    ignores: ["server/test/poll-until.ts", "server/test/slow-client.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: "Wait for an event (a locator's expect, a response, page.clock), not for a time.",
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: "No sleeping in tests: poll for the event (server/test/poll-until.ts, expect.poll, waitFor) or fake the clock.",
        },
        {
          selector: "CallExpression[callee.name=/^(sleep|delay|pause|wait)$/]",
          message: "No sleeping in tests: poll for the event (server/test/poll-until.ts, expect.poll, waitFor) or fake the clock.",
        },
      ],
    },
  },
  {
    // A router parses input, checks who asks and answers; what another module needs from it (a constant, a rule, a
    // helper) belongs in a module of its own, so a router exports its router factories and nothing else.
    files: ["server/**/*.router.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportNamedDeclaration > VariableDeclaration",
          message: "A router exports only its router: move this to a rule or queries module.",
        },
        {
          selector: "ExportNamedDeclaration > FunctionDeclaration[id.name!=/Router$/]",
          message: "A router exports only its router: move this helper to a module of its own.",
        },
        { selector: "ExportNamedDeclaration[source]", message: "A router re-exports nothing." },
        { selector: "ExportDefaultDeclaration", message: "A router exports its named router factory." },
      ],
    },
  },
  {
    files: [".dependency-cruiser.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable" } },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        Buffer: "readonly",
        FormData: "readonly",
        Blob: "readonly",
      },
    },
  },
  {
    files: ["shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["express", "react", "react-dom", "@/*", "../server/*", "../client/*"], message: "shared/ holds no Express, no DOM." },
          ],
        },
      ],
    },
  },
);
