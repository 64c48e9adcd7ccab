import { useQueryClient } from "@tanstack/react-query";
import { authProvider } from "../providers.ts";

/**
 * After a change to the staff member's own account (second factor on or off): who they are is read
 * again, and so is everything react-admin derived from it (identity, menu permissions).
 */
export function useRefreshMe(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await authProvider.refreshMe();
    await queryClient.invalidateQueries();
  };
}
