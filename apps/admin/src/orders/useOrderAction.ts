import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import type { DukanDataProvider } from "../dataProvider.ts";
import { ApiError } from "../http.ts";
import { type AdminOrder, type AdminOrderAction, isVersionConflict } from "./order.ts";

/**
 * Every action on the order, with the version it was read at. A success reads the order (and its
 * audit history) again; a 409 `version_conflict` is told on the page with a reload; any other
 * refusal shows the API's reason; refused fields are marked on the form.
 */
export function useOrderAction(order: AdminOrder) {
  const dataProvider = useDataProvider<DukanDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [conflict, setConflict] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (change: { action: AdminOrderAction; data?: Record<string, unknown> }) =>
      dataProvider.action<AdminOrder>("orders", {
        id: order.id,
        action: change.action,
        data: { ...change.data, version: order.version },
      }),
    onMutate: () => {
      setRefusal(null);
    },
    onSuccess: (answer, change) => {
      setConflict(false);
      queryClient.setQueriesData({ queryKey: ["orders", "getOne"] }, (old: unknown) =>
        old && (old as { id?: unknown }).id === order.id ? answer.data : old,
      );
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
      void queryClient.invalidateQueries({ queryKey: ["audit-history"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      notify(
        change.action === "note"
          ? translate("dukan.orders.notes.added")
          : translate(`dukan.orders.actions.done.${change.action}`, { number: order.number }),
        { type: "success" },
      );
    },
    onError: (error) => {
      if (isVersionConflict(error)) setConflict(true);
      else setRefusal(error instanceof Error ? error.message : String(error));
    },
  });
  const reload = () => {
    setConflict(false);
    setRefusal(null);
    void queryClient.invalidateQueries({ queryKey: ["orders"] });
    void queryClient.invalidateQueries({ queryKey: ["audit-history"] });
  };
  return { ...mutation, conflict, refusal, reload };
}

export type ActionHook = ReturnType<typeof useOrderAction>;

/** A refused field's sentence from the API, if the last attempt refused it. */
export function fieldError(action: ActionHook, field: string): string | undefined {
  return action.error instanceof ApiError ? action.error.fields[field] : undefined;
}
