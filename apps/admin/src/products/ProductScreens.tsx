import type { AdminProduct } from "@dukan/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Create, Edit, useNotify, useRecordContext, useRedirect, useTranslate } from "react-admin";
import { auditHistoryKey } from "../audit/AuditHistory.tsx";
import { ApiError } from "../http.ts";
import { ProductForm } from "./ProductForm.tsx";

function ProductTitle() {
  const product = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  return (
    <span>
      {translate("resources.products.name", { smart_count: 1 })}
      {product ? ` ${product.item_code}` : ""}
    </span>
  );
}

/** The item code a save names: the one saved, else the one the form was opened with. */
const itemCodeOf = (data: unknown, previous: unknown) =>
  String(
    (data as Partial<AdminProduct> | undefined)?.item_code ??
      (previous as Partial<AdminProduct> | undefined)?.item_code ??
      "",
  );

/**
 * A product's form. A save names the product, and its History tab shows the change at once (the
 * tab is rendered with the form and was left as first read). A change made meanwhile by someone
 * else (409) is said plainly, with what to do.
 */
export function ProductEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return (
    <Edit
      title={<ProductTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: (_answer: unknown, { id, data, previousData }) => {
          notify("dukan.products.saved", {
            type: "info",
            messageArgs: { item: itemCodeOf(data, previousData) },
          });
          if (id !== undefined)
            void queryClient.invalidateQueries({ queryKey: auditHistoryKey("product", id) });
        },
        onError: (error: unknown) => {
          if (error instanceof ApiError && error.status === 409)
            notify(`${error.message} ${translate("dukan.products.conflict_hint")}`, {
              type: "error",
              autoHideDuration: null,
            });
          else
            notify(error instanceof Error ? error.message : "ra.notification.http_error", {
              type: "error",
            });
        },
      }}
    >
      <ProductForm existing />
    </Edit>
  );
}

/** A new product: the same form; after saving, its edit page, saying which product was added. */
export function ProductCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (product: AdminProduct) => {
          notify("dukan.products.created", {
            type: "info",
            messageArgs: { item: product.item_code },
          });
          redirect("edit", "products", product.id, product);
        },
      }}
    >
      <ProductForm existing={false} />
    </Create>
  );
}
