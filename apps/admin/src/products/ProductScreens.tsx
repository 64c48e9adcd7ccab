import type { AdminProduct } from "@dukan/contract";
import { Create, Edit, useNotify, useRecordContext, useTranslate } from "react-admin";
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

/** A product's form; a change made meanwhile by someone else (409) is said plainly, with what to do. */
export function ProductEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      title={<ProductTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
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

/** A new product: the same form; after saving, its edit page. */
export function ProductCreate() {
  return (
    <Create redirect="edit">
      <ProductForm existing={false} />
    </Create>
  );
}
