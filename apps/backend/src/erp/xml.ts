import type { ErpOrder } from "@dukan/contract";
import { XMLBuilder } from "fast-xml-parser";

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  suppressEmptyNode: false,
  processEntities: true,
});

/**
 * A page of orders as XML: `<orders next_cursor="…"><order>` with an element per field (snake_case
 * as in JSON), `<lines><line>…</line></lines>`, `<company>`/`<delivery>` left out when null.
 */
export function erpOrdersXml(orders: readonly ErpOrder[], nextCursor: string | null): string {
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    orders: {
      ...(nextCursor === null ? {} : { "@_next_cursor": nextCursor }),
      order: orders.map((order) => ({
        ...order,
        buyer: {
          ...order.buyer,
          company: order.buyer.company ?? undefined,
        },
        delivery: order.delivery ?? undefined,
        lines: { line: order.lines },
      })),
    },
  };
  return builder.build(document) as string;
}
