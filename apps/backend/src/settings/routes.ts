import {
  allSettingsResponseSchema,
  bodyLimits,
  languageQuery,
  type SettingName,
  type SettingValue,
  settingNames,
  settingSchemas,
  settingScope,
  siteSettingsResponseSchema,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import type { JSONValue } from "hono/utils/types";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { surrogateKeys } from "../changes/surrogate-keys.ts";
import { answer, bodyRefusals, jsonRequest } from "../openapi/describe.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import { allSettingsForApi, settingForApi, settingFromApi } from "./api-form.ts";
import { siteSettings } from "./site.ts";
import type { SettingsStore } from "./store.ts";

/** Outside clients may keep the public settings this long (the shop's own pages read them in process). */
const PUBLIC_MAX_AGE_S = 60;

/**
 * `GET /api/settings`: what the shop's pages show of its settings; `GET /api/admin/settings` (every
 * key, admins), `GET` and `PUT /api/admin/settings/{key}`: the staff's read and write of one
 * setting, one whole value at a time, checked by the key's schema. Each key is the admins' unless
 * `settingScope` names another role (the info bars: `content`).
 */
export function settingsRoutes(settings: SettingsStore) {
  const routes = apiRoutes<StaffEnv>();

  routes.openapi(
    createRoute({
      method: "get",
      path: "/settings",
      tags: ["Content"],
      summary:
        "What every page shows of the site settings, in the request's language: shop name, the company's legal data, contact, opening hours, the info bars (null or false when turned off) and the delivery fee.",
      request: { query: z.object(languageQuery) },
      responses: { 200: answer(siteSettingsResponseSchema) },
    }),
    async (c) => {
      const data = siteSettings(await settings.all(), requestLanguage(c));
      c.header("cache-control", `public, max-age=${PUBLIC_MAX_AGE_S}`);
      c.header("vary", "accept-language");
      surrogateKeys(c, ["settings"]);
      return c.json({ data }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/settings",
      tags: ["Staff"],
      summary: "Staff: every setting by key, its stored value over the default in code.",
      ...staffRoute("admin"),
      middleware: [staffAuth("admin")],
      responses: { 200: answer(allSettingsResponseSchema), ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json({ data: allSettingsForApi(await settings.all()) }, 200);
    },
  );

  for (const key of settingNames) {
    getSetting(key);
    putSetting(key);
  }

  /** One route a key (`GET /api/admin/settings/{key}`): its value for the staff who may change it. */
  function getSetting<K extends SettingName>(key: K) {
    const schema: z.ZodType = settingSchemas[key];
    const scope = settingScope(key);
    routes.openapi(
      createRoute({
        method: "get",
        path: `/admin/settings/${key}`,
        tags: ["Staff"],
        summary: `Staff (\`${scope}\`): the \`${key}\` setting, its stored value over the default.`,
        ...staffRoute(scope),
        middleware: [staffAuth(scope)],
        responses: { 200: answer(z.object({ data: schema }), "The setting"), ...staffRefusals },
      }),
      async (c) => {
        c.header("cache-control", "no-store");
        const data = settingForApi(key, await settings.get(key)) as JSONValue;
        return c.json({ data }, 200);
      },
    );
  }

  /** One route a key (`PUT /api/admin/settings/{key}`), each with its own body schema in the OpenAPI document. */
  function putSetting<K extends SettingName>(key: K) {
    // Widened for the route's types (one declaration for every key); the value checked is `settingSchemas[key]`'s.
    const schema: z.ZodType = settingSchemas[key];
    const scope = settingScope(key);
    routes.openapi(
      createRoute({
        method: "put",
        path: `/admin/settings/${key}`,
        tags: ["Staff"],
        summary: `Staff (\`${scope}\`): replace the whole \`${key}\` setting; a refused field is named in \`fields\` (dotted path).`,
        ...staffRoute(scope),
        middleware: [jsonBody(bodyLimits.json), staffAuth(scope)],
        request: { body: jsonRequest(schema) },
        responses: {
          200: answer(z.object({ data: schema }), "The setting as stored"),
          ...bodyRefusals,
          ...staffRefusals,
        },
      }),
      async (c) => {
        await settings.set(
          key,
          settingFromApi(key, c.req.valid("json") as SettingValue<K>),
          staffActor(c),
        );
        // Plain JSON data (a setting's API form); widened as the route's schema is.
        const data = settingForApi(key, await settings.get(key)) as JSONValue;
        return c.json({ data }, 200);
      },
    );
  }

  return routes;
}
