import { describe, expect, it } from "vitest";
import { alignSpecifications, valuesDiffer } from "./compare-table.ts";

const spec = (name: string, value: string) => ({
  name_hr: name,
  name_en: `${name} (en)`,
  value_hr: value,
  value_en: `${value} (en)`,
});

describe("aligning specifications", () => {
  it("lists the union of names in the order they first appear, a null where a product has none", () => {
    const rows = alignSpecifications(
      [
        { specifications: [spec("Senzor", "PAW3395"), spec("Težina", "63 g")] },
        { specifications: [spec("Težina", "63 g"), spec("Boja", "crna")] },
        { specifications: [spec("Boja", "crna"), spec("Senzor", "PAW3395")] },
      ],
      "hr",
    );
    expect(rows).toEqual([
      { name: "Senzor", values: ["PAW3395", null, "PAW3395"], differs: true },
      { name: "Težina", values: ["63 g", "63 g", null], differs: true },
      { name: "Boja", values: [null, "crna", "crna"], differs: true },
    ]);
  });

  it("marks only rows whose values differ, ignoring case and spacing", () => {
    const rows = alignSpecifications(
      [
        { specifications: [spec("Senzor", "PAW3395"), spec("Težina", "63 g")] },
        { specifications: [spec("senzor ", "paw3395"), spec("Težina", "60 g")] },
      ],
      "hr",
    );
    expect(rows.map((r) => [r.name, r.differs])).toEqual([
      ["Senzor", false],
      ["Težina", true],
    ]);
  });

  it("reads names and values in the page's language", () => {
    const [row] = alignSpecifications([{ specifications: [spec("Boja", "crna")] }], "en");
    expect(row).toEqual({ name: "Boja (en)", values: ["crna (en)"], differs: false });
  });

  it("joins a name listed twice by one product and treats an empty value as missing", () => {
    const rows = alignSpecifications(
      [
        {
          specifications: [
            spec("Priključak", "USB-C"),
            spec("Priključak", "2,4 GHz"),
            spec("Napomena", " "),
          ],
        },
      ],
      "hr",
    );
    expect(rows).toEqual([
      { name: "Priključak", values: ["USB-C, 2,4 GHz"], differs: false },
      { name: "Napomena", values: [null], differs: false },
    ]);
  });

  it("has no rows and no differences for no products", () => {
    expect(alignSpecifications([], "hr")).toEqual([]);
  });
});

describe("differences", () => {
  it("need at least two products", () => {
    expect(valuesDiffer(["a"])).toBe(false);
    expect(valuesDiffer([null])).toBe(false);
    expect(valuesDiffer([])).toBe(false);
  });

  it("count a missing value as different from any value, and two missing as the same", () => {
    expect(valuesDiffer(["a", null])).toBe(true);
    expect(valuesDiffer([null, null])).toBe(false);
    expect(valuesDiffer([1999, 1999, 2499])).toBe(true);
    expect(valuesDiffer(["in_stock", "in_stock"])).toBe(false);
  });
});
