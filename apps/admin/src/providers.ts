import { createAuthProvider } from "./authProvider.ts";
import { createDataProvider } from "./dataProvider.ts";
import { createApi } from "./http.ts";
import { createI18nProvider } from "./i18n/index.ts";
import { scopeOfResource } from "./resources.tsx";

/** The app's providers, made once: every API request is sent in the language shown. */
export const i18nProvider = createI18nProvider();
export const api = createApi({ language: () => i18nProvider.getLocale() });
export const authProvider = createAuthProvider(api, scopeOfResource);
export const dataProvider = createDataProvider(api);
