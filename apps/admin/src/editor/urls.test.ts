import { describe, expect, it } from "vitest";
import { allowedLink, allowedPicture, normaliseEmpty } from "./urls.ts";

describe("the editor's links", () => {
  it("keeps web, mail, phone and the shop's own addresses", () => {
    for (const href of [
      "https://example.com/a?b=1",
      "http://example.com",
      "mailto:info@dukan.demo",
      "tel:+38512345678",
      "/warranty",
      "/en/delivery",
      "#returns",
    ])
      expect(allowedLink(` ${href} `)).toBe(href);
  });

  it("refuses scripts, data, protocol-relative and other schemes", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//evil.example/",
      "ftp://example.com",
      "example.com",
      "https://",
      "java\nscript:alert(1)",
      "",
    ])
      expect(allowedLink(href), href).toBeNull();
  });
});

describe("the editor's pictures", () => {
  it("keeps only the shop's own media", () => {
    expect(allowedPicture("/api/media/pictures/a.webp")).toBe("/api/media/pictures/a.webp");
    for (const src of [
      "https://evil.example/api/media/a.png",
      "/api/media/../admin/x",
      "/images/a.png",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "//evil.example/api/media/a.png",
    ])
      expect(allowedPicture(src), src).toBeNull();
  });
});

describe("an empty document", () => {
  it("is stored as an empty text", () => {
    expect(normaliseEmpty("<p></p>")).toBe("");
    expect(normaliseEmpty("<p>a</p>")).toBe("<p>a</p>");
  });
});
