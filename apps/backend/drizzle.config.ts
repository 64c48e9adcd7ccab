import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/schema.ts",
    "./src/orders/schema.ts",
    "./src/settings/schema.ts",
    "./src/checkout/schema.ts",
    "./src/feeds/schema.ts",
    "./src/pages/schema.ts",
    "./src/contact/schema.ts",
    "./src/newsletter/schema.ts",
    "./src/changes/schema.ts",
  ],
  out: "./drizzle",
});
