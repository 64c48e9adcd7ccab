import { FEED_REQUESTS_PER_MINUTE } from "@dukan/contract";
import { DEFAULT_PROOF_BITS } from "./spam/guard.ts";

/** Back-end configuration, read once from the environment. */
export interface BackendConfig {
  /** PostgreSQL server URL; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /**
   * A hot standby of DATABASE_URL's server (DATABASE_REPLICA_URL): visitors' catalogue and search
   * reads go to it (decision 029); unset: every read goes to DATABASE_URL.
   */
  databaseReplicaUrl: string | undefined;
  /** Folder of the embedded database ("memory://" keeps it in memory). */
  pgliteDir: string;
  /** The embedded database's page cache in megabytes (PGLITE_SHARED_BUFFERS_MB; PostgreSQL's shared_buffers). */
  pgliteSharedBuffersMb: number;
  /** Folder of the files staff upload (product pictures, brochures, brand logos): MEDIA_DIR, default ./var/media. */
  mediaDir: string;
  /** Seed the demo catalogue into an empty embedded database. */
  seedDemo: boolean;
  /** Connections in the `pg` pool. */
  poolSize: number;
  /** Apply migrations at start also on a PostgreSQL server (always done on PGlite). */
  migrateOnStart: boolean;
  /** The shop's public address, for links in mail. */
  siteUrl: string;
  /** Signs access tokens; when unset, a random one is kept in `authSecretFile`. */
  authSecret: string | undefined;
  authSecretFile: string;
  /** Requests a B2B feed key may make in a minute. */
  feedRequestsPerMinute: number;
  /** Leading zero bits the public forms' proof of work needs (SPAM_PROOF_BITS). */
  spamProofBits: number;
  /** Where the staff's mails about contact messages and inquiries go; unset: the site settings' contact e-mail. */
  staffEmail: string | undefined;
  /** The bearer token `GET /metrics` asks for (METRICS_TOKEN); unset: /metrics is not found. */
  metricsToken: string | undefined;
}

/** A configuration mistake the operator must fix; printed as one line, no stack. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function readBackendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl !== undefined) assertPostgresUrl(databaseUrl, "DATABASE_URL");
  return {
    databaseUrl,
    databaseReplicaUrl: replicaUrl(env.DATABASE_REPLICA_URL, databaseUrl),
    pgliteDir: env.PGLITE_DIR?.trim() || "./var/db",
    pgliteSharedBuffersMb: sharedBuffers(env.PGLITE_SHARED_BUFFERS_MB),
    mediaDir: env.MEDIA_DIR?.trim() || "./var/media",
    seedDemo: env.SEED_DEMO !== "false",
    poolSize: positiveInt(env.DB_POOL_SIZE, "DB_POOL_SIZE") ?? 8,
    migrateOnStart: env.MIGRATE_ON_START === "true",
    siteUrl: (env.SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || "3000"}`).replace(
      /\/$/,
      "",
    ),
    authSecret: authSecret(env.AUTH_SECRET),
    authSecretFile: env.AUTH_SECRET_FILE?.trim() || "./var/auth-secret",
    feedRequestsPerMinute:
      positiveInt(env.FEED_REQUESTS_PER_MINUTE, "FEED_REQUESTS_PER_MINUTE") ??
      FEED_REQUESTS_PER_MINUTE,
    spamProofBits: proofBits(env.SPAM_PROOF_BITS),
    staffEmail: staffEmail(env.STAFF_EMAIL),
    metricsToken: metricsToken(env.METRICS_TOKEN),
  };
}

/** 16 to 1024 MB; the default keeps the shop process's memory modest (the operating system caches the files too). */
function sharedBuffers(value: string | undefined): number {
  if (!value?.trim()) return 32;
  const mb = Number(value);
  if (!Number.isInteger(mb) || mb < 16 || mb > 1024)
    throw new ConfigError(
      `PGLITE_SHARED_BUFFERS_MB must be a whole number of megabytes from 16 to 1024, not "${value}"`,
    );
  return mb;
}

function authSecret(value: string | undefined): string | undefined {
  const secret = value?.trim();
  if (!secret) return undefined;
  if (secret.length < 32)
    throw new ConfigError(
      "AUTH_SECRET must be at least 32 characters (for example: openssl rand -base64 48)",
    );
  return secret;
}

/** 1 to 24 bits: each bit doubles the browser's work (14, the default, is a fraction of a second on a phone). */
function proofBits(value: string | undefined): number {
  const bits = positiveInt(value, "SPAM_PROOF_BITS") ?? DEFAULT_PROOF_BITS;
  if (bits > 24)
    throw new ConfigError(
      `SPAM_PROOF_BITS must be at most 24 (each bit doubles the work a browser does), not "${value}"`,
    );
  return bits;
}

/** At least 16 characters: it is all that keeps the figures private. */
function metricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 16)
    throw new ConfigError(
      "METRICS_TOKEN must be at least 16 characters (for example: openssl rand -hex 24)",
    );
  return token;
}

function staffEmail(value: string | undefined): string | undefined {
  const address = value?.trim();
  if (!address) return undefined;
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(address))
    throw new ConfigError(`STAFF_EMAIL must be an e-mail address, not "${value}"`);
  return address;
}

/** A replica is a standby of the PostgreSQL server: the embedded database has none. */
function replicaUrl(
  value: string | undefined,
  databaseUrl: string | undefined,
): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (databaseUrl === undefined)
    throw new ConfigError(
      "DATABASE_REPLICA_URL needs DATABASE_URL: a replica is a standby of a PostgreSQL server, and the embedded database has none",
    );
  assertPostgresUrl(url, "DATABASE_REPLICA_URL");
  return url;
}

function assertPostgresUrl(value: string, name: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `${name} is not a valid URL (expected postgres://user:password@host:port/database)`,
    );
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new ConfigError(
      `${name} must start with postgres:// or postgresql://, not ${url.protocol}//`,
    );
  }
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`${name} must be a positive whole number, not "${value}"`);
  return n;
}
