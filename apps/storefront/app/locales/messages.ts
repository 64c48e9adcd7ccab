import type { hr } from "./hr.ts";

/** The shape of every language's texts: Croatian's keys, any string values. */
export type Strings<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Messages = Strings<typeof hr>;

export type PageName = keyof Messages["pages"];
