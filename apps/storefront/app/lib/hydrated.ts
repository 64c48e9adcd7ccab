import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False while the page is rendered on the server and hydrated, true once its scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
