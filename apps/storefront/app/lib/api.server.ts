// The storefront's client of the back end's API: every call a loader or action makes, by area
// (lib/api/*.server.ts), each sent and read as lib/api/caller.server.ts says.
import type { Language } from "@dukan/contract";
import { accountCalls } from "./api/account.server.ts";
import { type BackendFetch, apiCaller } from "./api/caller.server.ts";
import { catalogueCalls } from "./api/catalogue.server.ts";
import { orderCalls } from "./api/orders.server.ts";

export {
  type ApiOutcome,
  ApiRequestError,
  type BackendFetch,
  backendClient,
} from "./api/caller.server.ts";

/**
 * The client the storefront's loaders use: each call names its path in the OpenAPI document's
 * types, and each answer is checked against the contract's zod schema. With a `token` (the
 * logged-in customer's) every call carries `Authorization: Bearer`, so the back end answers for
 * that customer (prices, cart, rebates).
 */
export function createApiClient(
  backendFetch: BackendFetch,
  language: Language,
  token?: string | null,
) {
  const caller = apiCaller(backendFetch, language, token);
  return { ...catalogueCalls(caller), ...accountCalls(caller), ...orderCalls(caller) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
