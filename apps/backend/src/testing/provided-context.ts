// What Vitest's global setup (`global-setup.ts`) provides to the test files (`inject`).
declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database's name. */
    templateDatabase: string | null;
    /** PGlite: the migrated data directory's archive (a tar file). */
    pgliteArchive: string | null;
  }
}

export type ProvidedTemplate = "templateDatabase" | "pgliteArchive";
