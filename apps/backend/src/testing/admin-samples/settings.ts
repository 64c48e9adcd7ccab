import { settingNames } from "@dukan/contract";
import type { AdminSample, AdminSampleContext } from "./context.ts";

/** The settings' staff view, `{data: {key: value}}`. */
async function allSettings(context: AdminSampleContext): Promise<Record<string, unknown>> {
  const response = await context.api.request("/api/admin/settings", {
    headers: { authorization: `Bearer ${context.adminToken}` },
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** The shop's settings. */
export const settingsSamples: Record<string, AdminSample> = {
  // Each setting's value as it is, stored again (the audit entry is written for an unchanged save too).
  ...Object.fromEntries(
    settingNames.map((key): [string, AdminSample] => [
      `PUT /api/admin/settings/${key}`,
      async (context) => ({
        path: `/api/admin/settings/${key}`,
        body: (await allSettings(context))[key],
      }),
    ]),
  ),
};
