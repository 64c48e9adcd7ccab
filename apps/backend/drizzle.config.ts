import { defineConfig } from "drizzle-kit";

// Each module keeps its tables in its own `schema.ts` (decision 021); the glob finds them all.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/*/schema.ts",
  out: "./drizzle",
});
