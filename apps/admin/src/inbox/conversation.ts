import type { ConversationKind, ConversationStatus, InboxConversation } from "@dukan/contract";
import { useQuery } from "@tanstack/react-query";
import { useGetIdentity } from "react-admin";
import { ApiError } from "../http.ts";
import { api } from "../providers.ts";

// The inbox's words and look-ups shared by its list and its conversation page. The contract's
// lists are repeated here as types only (no zod in the app's bundle), checked against it.

export const STATUSES = ["new", "answered", "closed"] as const satisfies ConversationStatus[];
export const KINDS = ["message", "inquiry"] as const satisfies ConversationKind[];
/** The API's limit on a reply (limits.message in the contract). */
export const REPLY_MAX = 5_000;

export type { InboxConversation };

/** Who a conversation can be assigned to (`GET /api/admin/inbox-assignees`), by name. */
export function useAssignees() {
  return useQuery({
    queryKey: ["inbox-assignees"],
    queryFn: () => api<{ data: { id: number; name: string }[] }>("/inbox-assignees"),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}

/** The staff member logged in: their id (a number, as the inbox names staff). */
export function useMyId(): number | undefined {
  const { identity } = useGetIdentity();
  return typeof identity?.id === "number" ? identity.id : undefined;
}

/** Whether the API refused because the conversation changed meanwhile (409 `version_conflict`). */
export function isVersionConflict(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const refusal = error.body.error;
  return (
    typeof refusal === "object" &&
    refusal !== null &&
    (refusal as { code?: unknown }).code === "version_conflict"
  );
}
