import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDataProvider, useNotify } from "react-admin";
import type { DukanDataProvider } from "../dataProvider.ts";
import { ApiError } from "../http.ts";
import { type InboxConversation, isVersionConflict } from "./conversation.ts";

interface Change {
  /** `reply`, `close`, `reopen`: a POST action; `assign`: the PATCH. */
  kind: "reply" | "close" | "reopen" | "assign";
  data: Record<string, unknown>;
}

/**
 * Every change of the conversation, with the version it was read at. A success reads the
 * conversation and the list again; a 409 `version_conflict` says so on the page (and reads the
 * conversation's current state), other refusals are the API's message.
 */
export function useConversationChange(conversation: InboxConversation) {
  const dataProvider = useDataProvider<DukanDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [conflict, setConflict] = useState(false);
  const mutation = useMutation({
    mutationFn: async (change: Change) => {
      const data = { ...change.data, version: conversation.version };
      if (change.kind === "assign")
        return dataProvider.update("inbox", {
          id: conversation.id,
          data,
          previousData: { id: conversation.id },
        });
      return dataProvider.action("inbox", { id: conversation.id, action: change.kind, data });
    },
    onSuccess: () => {
      setConflict(false);
      void queryClient.invalidateQueries({ queryKey: ["inbox"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
    onError: (error) => {
      if (isVersionConflict(error)) {
        setConflict(true);
        void queryClient.invalidateQueries({ queryKey: ["inbox"] });
      } else if (!(error instanceof ApiError && Object.keys(error.fields).length > 0)) {
        notify(error instanceof Error ? error.message : String(error), { type: "error" });
      }
    },
  });
  return { ...mutation, conflict };
}

export type ChangeHook = ReturnType<typeof useConversationChange>;
