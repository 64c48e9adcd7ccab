import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../config.ts";
import { readMessage } from "./mime-reader.ts";
import { accountMail } from "./templates.ts";
import { createMailTransport, readMailConfig } from "./transport.ts";
import { capturedLog } from "../observability/captured-log.testing.ts";

const tempDir = mkdtempSync(join(tmpdir(), "dukan-mail-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe("mail configuration", () => {
  it("writes files to ./var/mail from the shop's address unless told otherwise", () => {
    expect(readMailConfig({})).toEqual({
      smtpUrl: undefined,
      from: "Dućan <trgovina@dukan.hr>",
      mailDir: "./var/mail",
    });
    expect(
      readMailConfig({
        SMTP_URL: " smtps://u:p@mail.example.com:465 ",
        MAIL_FROM: "Shop <a@b.hr>",
        MAIL_DIR: "/tmp/m",
      }),
    ).toEqual({
      smtpUrl: "smtps://u:p@mail.example.com:465",
      from: "Shop <a@b.hr>",
      mailDir: "/tmp/m",
    });
  });

  it("rejects an SMTP_URL that is not an smtp:// or smtps:// address", () => {
    expect(() => readMailConfig({ SMTP_URL: "mail.example.com" })).toThrow(ConfigError);
    expect(() => readMailConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(
      "SMTP_URL must start with smtp:// or smtps://",
    );
  });

  it("names the SMTP server without its password", () => {
    const transport = createMailTransport({
      smtpUrl: "smtp://user:secret@mail.example.com:587",
      from: "a@b.hr",
      mailDir: tempDir,
    });
    expect(transport.target).toBe("SMTP smtp://mail.example.com:587");
    transport.close();
  });
});

describe("mail as files", () => {
  it("writes a readable .eml and logs where, without the secret link", async () => {
    const mailDir = join(tempDir, "var", "mail");
    const logged = capturedLog();
    const transport = createMailTransport(
      { smtpUrl: undefined, from: "Dućan <trgovina@dukan.hr>", mailDir },
      logged.log,
    );
    const link = "https://dukan.hr/racun/potvrda?token=secret-token";
    await transport.send({
      to: "ana@example.com",
      ...accountMail("confirm_email", { language: "hr", name: "Ana", link }),
    });

    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    const file = join(mailDir, files[0] ?? "");
    expect(file).toMatch(/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(statSync(file).mode & 0o077).toBe(0);

    const message = readMessage(readFileSync(file, "utf8"));
    expect(message.subject).toBe("Potvrdite adresu e-pošte – Dućan");
    expect(message.headers.get("to")).toBe("ana@example.com");
    expect(message.headers.get("from")).toContain("trgovina@dukan.hr");
    expect(message.text.split("\n")).toContain(link);
    expect(message.html).toContain('<html lang="hr">');

    expect(logged.entries).toMatchObject([
      { level: 30, module: "mail", msg: `wrote ${file} (to ana@example.com)` },
    ]);
    expect(logged.text()).not.toContain("secret-token");
    expect(transport.target).toBe(`files in ${mailDir}`);
  });

  it("makes the folder again when it was removed between two mails", async () => {
    const mailDir = join(tempDir, "again", "mail");
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: "Dućan <trgovina@dukan.hr>",
      mailDir,
    });
    const mail = {
      to: "ana@example.com",
      ...accountMail("confirm_email", { language: "en", name: "Ana", link: "https://dukan.hr/a" }),
    };
    await transport.send(mail);
    rmSync(mailDir, { recursive: true });
    await transport.send(mail);
    await transport.send(mail);
    expect(readdirSync(mailDir)).toHaveLength(2);
  });
});
