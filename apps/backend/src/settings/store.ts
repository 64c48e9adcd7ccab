import { eq, type SQL, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { type SettingKey, type Settings, settingDefaults } from "./defaults.ts";
import { siteSettings } from "./schema.ts";

export interface SettingsStoreOptions {
  /** How long values read from the database are reused (another process's change shows after it). */
  memoryMs?: number;
  now?: () => number;
}

/** Settings read once and reused for this long; a change made through this store shows at once. */
export const SETTINGS_MEMORY_MS = 10_000;

/**
 * A setting's value as stored (its default in code is not applied: read it with `settingFrom`, or
 * a key's own reader such as `payeeFrom`), as an SQL subquery for another module's single query (decision 021).
 */
export function storedSetting(key: SettingKey): SQL {
  return sql`(select value from site_settings where key = ${key})`;
}

/**
 * A value read with `storedSetting` (null or undefined: no row) over its default, as the settings
 * store merges it: for a transaction that reads a setting in its own query, where the store's
 * read on another connection would wait (PGlite).
 */
export function settingFrom<K extends SettingKey>(key: K, stored: unknown): Settings[K] {
  return mergeOver(settingDefaults[key], stored ?? undefined) as Settings[K];
}

/**
 * The one way the shop reads its settings: the database's rows over the defaults in code, key by
 * key (an object row is merged over its default object, so a new field in code needs no migration).
 */
export function settingsStore(db: Db, options: SettingsStoreOptions = {}) {
  const memoryMs = options.memoryMs ?? SETTINGS_MEMORY_MS;
  const now = options.now ?? Date.now;
  let cached: { at: number; settings: Promise<Settings> } | null = null;

  async function load(): Promise<Settings> {
    const rows = await db
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings);
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const merged: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(settingDefaults))
      merged[key] = mergeOver(fallback, stored.get(key));
    return merged as Settings;
  }

  async function all(): Promise<Settings> {
    if (!cached || now() - cached.at >= memoryMs) {
      const settings = load();
      cached = { at: now(), settings };
      settings.catch(() => (cached = null));
    }
    return cached.settings;
  }

  return {
    all,
    async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
      return (await all())[key];
    },
    /**
     * Stores a key's whole value (the staff's settings screen); read back at once by this process.
     * With `actor`, the changed fields go to the audit log in the same transaction.
     */
    async set<K extends SettingKey>(key: K, value: Settings[K], actor?: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, key))
          .for("update");
        await tx
          .insert(siteSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
        if (actor)
          await audit.record(tx, {
            ...actor,
            action: "update",
            entity: "setting",
            entityId: key,
            changes: settingChanges(mergeOver(settingDefaults[key], row?.value), value),
          });
      });
      cached = null;
    },
    /** Forget what was read (tests, or a change made by another process). */
    forget(): void {
      cached = null;
    },
  };
}

export type SettingsStore = ReturnType<typeof settingsStore>;

/** Fields whose values the audit log never keeps (the ERP's webhook secret and pull key): recorded as changed only. */
const SECRET_FIELD = /(Secret|Key)$/;

/** An object setting's changed fields; any other value changed as a whole (`value`). */
function settingChanges(before: unknown, after: unknown) {
  const isPlainObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  const changes =
    isPlainObject(before) && isPlainObject(after)
      ? changedFields(before, after)
      : changedFields({ value: before }, { value: after });
  for (const [field, change] of Object.entries(changes))
    if (SECRET_FIELD.test(field))
      changes[field] = {
        before: change.before ? "(secret)" : null,
        after: change.after ? "(secret)" : null,
      };
  return changes;
}

/** A stored value over its default: objects merged one level deep, anything else replaced; a missing row is the default. */
function mergeOver(fallback: unknown, stored: unknown): unknown {
  if (stored === undefined) return fallback;
  const isPlainObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (isPlainObject(fallback) && isPlainObject(stored)) return { ...fallback, ...stored };
  return stored;
}
