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
          patterns: [
            { group: ["@/features/*/*"], message: "Features must not import each other; move shared code to components/ or lib/." },
          ],
        },
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
      globals: { process: "readonly", console: "readonly", fetch: "readonly", setTimeout: "readonly", Buffer: "readonly" },
    },
  },
  {
    // app/ and pages/ compose the features: the places allowed to reach into them (and the test helpers, which render as app/ does).
    files: ["client/src/app/**", "client/src/pages/**", "client/src/test/**"],
    rules: { "no-restricted-imports": "off" },
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
