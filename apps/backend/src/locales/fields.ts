/** Why a field was refused, per kind of field; the API names the field and gives this text in the request's language. */
export type FieldMessageKey = "price" | "price_range" | "sort" | "flag";
export type FieldMessages = Record<FieldMessageKey, string>;
