export * from "./account.ts";
export * from "./catalogue.ts";
export * from "./envelope.ts";
export * from "./health.ts";
export * from "./language.ts";
export * from "./oib.ts";
export * from "./safe-path.ts";
export * from "./cart.ts";
