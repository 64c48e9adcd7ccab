// Module boundaries of the back end (decision 021), checked by `npm run lint`:
// each table belongs to one module (`apps/backend/src/<module>/schema.ts`), other modules use
// it only through the owner's exported functions, and no two modules import each other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-other-modules-tables",
      comment:
        "A module reads and changes another module's tables only through the owner's exported functions, " +
        "never by importing its schema.ts. Schema files may reference each other for foreign keys; " +
        "tests, test helpers and the demo data (demo/) arrange rows directly.",
      severity: "error",
      from: {
        path: "^apps/backend/src/([^/]+)/",
        pathNot: [
          "/schema\\.ts$",
          "\\.test\\.ts$",
          "\\.testing\\.ts$",
          "^apps/backend/src/testing/",
          "^apps/backend/src/demo/",
        ],
      },
      to: {
        path: "^apps/backend/src/[^/]+/schema\\.ts$",
        pathNot: "^apps/backend/src/$1/schema\\.ts$",
      },
    },
    {
      name: "demo-data-only-at-start",
      comment:
        "demo/ may write every module's tables (it seeds demo data), so no module may call it: " +
        "only the back end's start (index.ts) and tests do.",
      severity: "error",
      from: {
        path: "^apps/backend/src/",
        pathNot: ["^apps/backend/src/demo/", "^apps/backend/src/index\\.ts$"],
      },
      to: { path: "^apps/backend/src/demo/" },
    },
    {
      name: "no-module-cycles",
      comment:
        "No two modules depend on each other, directly or through others (folders of apps/backend/src, " +
        "imports that stay at run time).",
      severity: "error",
      scope: "folder",
      from: { path: "^apps/backend/src/" },
      to: { circular: true },
    },
  ],
  options: {
    // A schema.ts is cruised as a leaf: imports into it are checked (rule one), its own imports of
    // other modules' schema.ts are foreign keys, which tie the data, not the code, and are left
    // out of the cycle check.
    doNotFollow: { path: ["node_modules", "/schema\\.ts$"] },
    // Tests and their helpers arrange rows directly and import whatever they check.
    exclude: {
      path: [
        "\\.test\\.ts$",
        "\\.testing\\.ts$",
        "/test-client\\.ts$",
        "^apps/backend/src/testing/",
      ],
    },
    tsPreCompilationDeps: false,
  },
};
