import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldMessage } from "../locales/index.ts";
import { refusedFields } from "./validation.ts";

const fieldsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("the input was accepted");
  return refusedFields(parsed.error);
};

describe("a refused field's problem", () => {
  const form = z.object({
    name: z.string().max(200, "too_long"),
    note: z.string().max(1),
    quantity: z.number().int().max(99_999),
    lines: z.array(z.string()).max(2),
  });

  it("names a text's limit, in the reader's plural form", () => {
    const fields = fieldsOf(form, { name: "x".repeat(201), note: "ab", quantity: 1, lines: [] });
    expect(fields).toEqual({
      name: { problem: "too_long", max: 200 },
      note: { problem: "too_long", max: 1 },
    });
    expect(fieldMessage({ problem: "too_long", max: 200 }, "hr")).toBe(
      "Tekst je predug: najviše 200 znakova",
    );
    expect(fieldMessage({ problem: "too_long", max: 2 }, "hr")).toBe(
      "Tekst je predug: najviše 2 znaka",
    );
    expect(fieldMessage({ problem: "too_long", max: 1 }, "hr")).toBe(
      "Tekst je predug: najviše 1 znak",
    );
    expect(fieldMessage({ problem: "too_long", max: 5_000 }, "en")).toBe(
      "This text is too long: at most 5,000 characters",
    );
  });

  it("does not call a number too big or a list too long a long text", () => {
    const fields = fieldsOf(form, {
      name: "",
      note: "",
      quantity: 100_000,
      lines: ["a", "b", "c"],
    });
    expect(fields).toEqual({ quantity: "invalid", lines: "invalid" });
  });
});
