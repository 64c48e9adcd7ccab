import { describe, expect, it } from "vitest";
import { ConfigError, readBackendConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";

describe("configuration", () => {
  it("uses the embedded database in ./var/db when DATABASE_URL is unset", () => {
    expect(readBackendConfig({})).toMatchObject({ databaseUrl: undefined, pgliteDir: "./var/db" });
  });

  it.each(["mysql://localhost/db", "not a url"])(
    "refuses DATABASE_URL=%s with a line naming the variable",
    (url) => {
      expect(() => readBackendConfig({ DATABASE_URL: url })).toThrow(ConfigError);
      expect(() => readBackendConfig({ DATABASE_URL: url })).toThrow(/DATABASE_URL/);
    },
  );

  it.each(["mysql://localhost/db", "not a url"])(
    "refuses DATABASE_REPLICA_URL=%s with a line naming the variable",
    (url) => {
      const env = { DATABASE_URL: "postgres://shop@db/dukan", DATABASE_REPLICA_URL: url };
      expect(() => readBackendConfig(env)).toThrow(ConfigError);
      expect(() => readBackendConfig(env)).toThrow(/^DATABASE_REPLICA_URL/);
    },
  );

  it("refuses DATABASE_REPLICA_URL without DATABASE_URL: the embedded database has no standby", () => {
    const env = { DATABASE_REPLICA_URL: "postgres://shop@replica/dukan" };
    expect(() => readBackendConfig(env)).toThrow(ConfigError);
    expect(() => readBackendConfig(env)).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
  });

  it("fails fast, naming DATABASE_URL, when the server cannot be reached", async () => {
    const config = readBackendConfig({ DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/none" });
    await expect(openDatabase(config)).rejects.toThrow(/^DATABASE_URL: cannot connect/);
  });
});
