// The scheduled import (setting `price_import`): every `poll_interval_minutes` the newest `.csv` or
// `.xlsx` of a folder on the server, or an HTTPS address's answer, is read as a preview when it is
// a file not read before (by SHA-256); applied by itself only with `poll_apply` and when no row of
// it is held or refused — otherwise it waits for the staff in the imports list.

import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { defaultPriceImportMapping } from "@dukan/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import type { SettingsStore } from "../settings/store.ts";
import { priceImportPolls } from "./schema.ts";
import { MAX_IMPORT_BYTES, type PriceImportService } from "./service.ts";
import { importSources } from "./sources.ts";
import type { Logger } from "../observability/index.ts";

/** Who the audit log names for the scheduled job's imports. */
const POLL_ACTOR = { staffId: null, address: "scheduled price import" };

export interface PollOptions {
  fetch?: typeof fetch;
  now?: () => number;
}

/** The newest price list of a folder, or the address's answer; null when there is none. */
async function fetchSource(
  source: string,
  get: typeof fetch,
): Promise<{ name: string; bytes: Uint8Array } | null> {
  if (source.startsWith("/")) {
    const names = (await readdir(source)).filter((n) => /\.(csv|xlsx)$/i.test(n));
    let newest: { name: string; at: number; size: number } | null = null;
    for (const name of names) {
      const info = await stat(join(source, name));
      if (info.isFile() && (!newest || info.mtimeMs > newest.at))
        newest = { name, at: info.mtimeMs, size: info.size };
    }
    if (!newest) return null;
    if (newest.size > MAX_IMPORT_BYTES) throw new Error(`${newest.name} is over 20 MB`);
    return { name: newest.name, bytes: new Uint8Array(await readFile(join(source, newest.name))) };
  }
  const response = await get(source, { signal: AbortSignal.timeout(60_000), redirect: "error" });
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  if (Number(response.headers.get("content-length") ?? 0) > MAX_IMPORT_BYTES)
    throw new Error(`${source} is over 20 MB`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const part = reader ? await reader.read() : { done: true as const, value: undefined };
    if (part.done) break;
    size += part.value.length;
    if (size > MAX_IMPORT_BYTES) {
      await reader?.cancel();
      throw new Error(`${source} is over 20 MB`);
    }
    chunks.push(part.value);
  }
  const name = new URL(source).pathname.split("/").pop() || "cjenik";
  return { name, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

/** One round: reads the source when it is due and its file is new. */
export async function pollPriceImports(
  db: Db,
  settings: SettingsStore,
  service: PriceImportService,
  options: PollOptions = {},
): Promise<"off" | "not_due" | "none" | "same_file" | number> {
  const setting = await settings.get("price_import");
  if (!setting.pollEnabled || !setting.pollSource) return "off";
  const source = setting.pollSource;
  const now = options.now?.() ?? Date.now();
  const [last] = await db
    .select()
    .from(priceImportPolls)
    .where(eq(priceImportPolls.source, source));
  if (last && now - last.polledAt.getTime() < setting.pollIntervalMinutes * 60_000)
    return "not_due";
  const file = await fetchSource(source, options.fetch ?? fetch);
  const sha = file
    ? createHash("sha256").update(file.bytes).digest("hex")
    : (last?.lastSha256 ?? "");
  await db
    .insert(priceImportPolls)
    .values({ source, lastSha256: sha, polledAt: new Date(now) })
    .onConflictDoUpdate({
      target: priceImportPolls.source,
      set: { lastSha256: sha, polledAt: new Date(now) },
    });
  if (!file) return "none";
  if (last?.lastSha256 === sha) return "same_file";
  const saved = setting.pollMapping
    ? await importSources(db).byName(setting.pollMapping)
    : undefined;
  if (setting.pollMapping && !saved)
    throw new Error(`no column mapping is named ${setting.pollMapping}`);
  const { view, done } = await service.start(file, {
    mapping: saved?.mapping ?? defaultPriceImportMapping,
    mappingName: saved?.name ?? null,
    source: "poll",
    maxDropPercent: setting.maxDropPercent,
    actor: POLL_ACTOR,
  });
  await done;
  const read = await service.get(view.id);
  if (
    setting.pollApply &&
    read?.status === "ready" &&
    read.summary.held === 0 &&
    read.summary.refused === 0
  )
    await service.apply(view.id, POLL_ACTOR);
  return view.id;
}

/** The scheduled import's job: looks every minute whether the source is due. */
export function priceImportPollJob(
  db: Db,
  settings: SettingsStore,
  service: PriceImportService,
  log: Logger,
): PeriodicJob {
  return periodicJob(
    { module: "price-imports", what: "scheduled import", everyMs: 60_000 },
    async (log) => {
      const outcome = await pollPriceImports(db, settings, service);
      if (typeof outcome === "number") log.info(`scheduled import ${outcome} read`);
    },
    log,
  );
}
