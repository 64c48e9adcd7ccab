import { readFileSync } from "node:fs";
import { readBackendConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
async function main() {
  const database = await openDatabase({ ...readBackendConfig({}), pgliteDir: process.argv[2]!, poolSize: 1 });
  await new Promise((r) => setTimeout(r, 3000));
  for (const f of process.argv.slice(3)) {
    const q = readFileSync(f, "utf8");
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      const r = await database.pool.query(q); if (i % 10 === 0 && q.startsWith("explain")) console.log(r.rows.slice(-5).map((x) => Object.values(x).join()).join(" "));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`-- ${f} min ${times[0]!.toFixed(2)} median ${times[30]!.toFixed(2)} p90 ${times[54]!.toFixed(2)}`);
  }
  await database.close();
}
void main();
