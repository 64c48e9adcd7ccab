// Issue 35's picture figure: a generated 6000 × 4000 JPEG uploaded through the staff's API
// (`POST /api/admin/products/{id}/pictures`, in process, files on disk in a temporary folder):
// the time until the answer (every size written: 6 widths × WebP and JPEG) ≤ 3 s, and the
// process's RSS growth over the upload (its peak, sampled every 5 ms, less RSS just before) ≤ 150 MB.
// `node --import tsx bench/picture-upload.ts [--runs 3]` (an in-memory PGlite).
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { createApi } from "../apps/backend/src/app.ts";
import { seedDemoCatalogue } from "../apps/backend/src/catalogue/seed.ts";
import { diskStorage } from "../apps/backend/src/media/disk-storage.ts";
import { testPicture, uploadForm } from "../apps/backend/src/media/fixtures.testing.ts";
import { addStaffMember, staffToken } from "../apps/backend/src/staff/staff-client.testing.ts";
import { testApiOptions } from "../apps/backend/src/testing/api.ts";
import { openTestDatabase } from "../apps/backend/src/testing/database.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(values.runs);

/** A photograph-like 6000 × 4000 JPEG: smooth gradients with fine noise (so it compresses as a photo does, not as a flat colour). */
async function photo(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 24;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 200) / width + noise) & 255;
      pixels[i + 1] = ((y * 200) / height + noise) & 255;
      pixels[i + 2] = (((x + y) * 120) / (width + height) + 60 + noise) & 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const folder = mkdtempSync(join(tmpdir(), "dukan-bench-pictures-"));
const database = await openTestDatabase();
try {
  await seedDemoCatalogue(database.db, { products: 4 });
  const api = createApi(database, { ...testApiOptions(), media: diskStorage(folder) });
  const member = { email: "bench-slike@dukan.bench", password: "bench-pictures-password" };
  await addStaffMember(database.db, { ...member, roles: ["catalogue"] });
  const token = await staffToken(api, member);
  const jpeg = await photo();
  const send = (bytes: Uint8Array) =>
    api.request("/api/admin/products/1/pictures", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: uploadForm("files", [{ bytes, name: "fotografija.jpg" }]),
    });
  // Warm up: sharp and the route loaded, one small upload.
  await send(await testPicture(800, 600));
  console.log(
    `picture upload: ${(jpeg.length / 1024 / 1024).toFixed(1)} MB JPEG, 6000 × 4000; ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(
    "| run | all sizes written (≤ 3,000 ms) | CPU time, all threads | RSS growth, peak (≤ 150 MB) | RSS before |",
  );
  console.log("| --- | --- | --- | --- | --- |");
  for (let run = 1; run <= runs; run++) {
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await send(jpeg);
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    if (response.status !== 201)
      throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `| ${run} | ${elapsed.toFixed(0)} ms | ${((used.user + used.system) / 1000).toFixed(0)} ms | ${mb(peak - before)} MB | ${mb(before)} MB |`,
    );
  }
} finally {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
