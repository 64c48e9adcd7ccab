import { describe, expect, it } from "vitest";
import { readStopTimeoutMs, readWorkerCount } from "./workers.js";

describe("WORKERS", () => {
  it("defaults to one per core on a PostgreSQL server and to one on the embedded database", () => {
    expect(readWorkerCount({ DATABASE_URL: "postgres://db/dukan" }, 2)).toBe(2);
    expect(readWorkerCount({ BACKEND_URL: "http://backend:3001" }, 4)).toBe(4);
    expect(readWorkerCount({}, 8)).toBe(1);
  });

  it("takes a whole number of processes", () => {
    expect(readWorkerCount({ DATABASE_URL: "postgres://db/dukan", WORKERS: "3" }, 2)).toBe(3);
    expect(readWorkerCount({ WORKERS: "1" }, 2)).toBe(1);
  });

  it.each(["0", "abc", "-1", "1.5", "2e1", "65", " "])('refuses WORKERS="%s" by name', (raw) => {
    const env = { DATABASE_URL: "postgres://db/dukan", WORKERS: raw };
    if (raw.trim() === "") expect(readWorkerCount(env, 2)).toBe(2);
    else expect(() => readWorkerCount(env, 2)).toThrow(/^WORKERS must be a whole number/);
  });

  it("refuses more than one on the embedded database, which one process opens", () => {
    expect(() => readWorkerCount({ WORKERS: "2" }, 2)).toThrow(
      "WORKERS=2 needs a PostgreSQL server (DATABASE_URL): the embedded database is opened by one process only",
    );
  });

  it("reads how long a stopping process lets requests finish", () => {
    expect(readStopTimeoutMs({})).toBe(10_000);
    expect(readStopTimeoutMs({ STOP_TIMEOUT_SECONDS: "2.5" })).toBe(2500);
    expect(() => readStopTimeoutMs({ STOP_TIMEOUT_SECONDS: "soon" })).toThrow(
      /^STOP_TIMEOUT_SECONDS must be a number of seconds/,
    );
  });
});
