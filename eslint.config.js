// Lint rules for every workspace: typescript-eslint's recommended set, React hooks rules
// for the storefront, and a few of our own (no `any`, no console.log in apps/ and packages/,
// React Router only through its documented API in the storefront's code).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/build/",
      "**/dist/",
      "**/.react-router/",
      "var/",
      "bench/out/",
      "playwright-report/",
      "test-results/",
      "coverage/",
      // OASIS UBL 2.1 schemas, copied unmodified (their licence forbids changes).
      "apps/backend/src/invoices/ubl-2.1/",
      "apps/backend/src/invoices/en16931/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["apps/storefront/app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.ts"],
    rules: { "no-console": "error" },
  },
  {
    // React Router's globals (`window.__reactRouterDataRouter`, `__reactRouterContext`, …) and its
    // router's private methods are not its documented API (decision 019): use its hooks and
    // components. End-to-end tests may look at them from outside.
    files: ["apps/storefront/app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "Identifier[name=/^(__reactRouter|_internal)|^enableScrollRestoration$/]",
          "Literal[value=/^(__reactRouter|_internal)|^enableScrollRestoration$/]",
          "TemplateElement[value.raw=/__reactRouter/]",
        ].map((selector) => ({
          selector,
          message:
            "React Router's globals and its router's private methods are not its documented API: use its hooks and components (decision 019).",
        })),
      ],
    },
  },
);
