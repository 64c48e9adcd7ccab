import base from "/work/wt/admin-app/playwright.config.ts";
export default { ...base, testDir: "/work/wt/admin-app/apps/storefront/e2e", webServer: undefined, use: { ...base.use, baseURL: "http://127.0.0.1:3203" } };
