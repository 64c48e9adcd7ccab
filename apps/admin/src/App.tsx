import { Admin, CustomRoutes, localStorageStore, Resource } from "react-admin";
import { createBrowserRouter, Route, RouterProvider } from "react-router-dom";
import { AccessDenied } from "./layout/AccessDenied.tsx";
import { AppLayout } from "./layout/AppLayout.tsx";
import { AppLoading } from "./layout/AppLoading.tsx";
import { Home } from "./layout/Home.tsx";
import { InvitationPage } from "./login/InvitationPage.tsx";
import { LoginPage } from "./login/LoginPage.tsx";
import { authProvider, dataProvider, i18nProvider } from "./providers.ts";
import { customRoutes, resources } from "./resources.tsx";
import { guardScreen } from "./staff/RequireAccess.tsx";
import { theme } from "./theme.ts";

/** Settings kept in this browser (language, saved filters, list columns), under the app's own key. */
const store = localStorageStore("1", "dukan-admin");

/**
 * The staff's app at /admin (react-admin, decision 022). Real paths under /admin, each answered
 * with index.html by the shop's server; the sections and the screens of their own are in
 * resources.tsx. Every screen of a section, and every screen of its own that names one, is shown
 * only to staff whose roles reach the section's scope (guardScreen): anyone else gets
 * /access-denied, one rule for every screen rather than each screen checking for itself.
 */
function ShopAdmin() {
  return (
    <Admin
      title="Dućan"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={Home}
      accessDenied={AccessDenied}
      loading={AppLoading}
      requireAuth
      disableTelemetry
    >
      {resources.map(({ scope: _scope, name, list, create, edit, show, ...resource }) => (
        <Resource
          key={name}
          name={name}
          {...resource}
          list={guardScreen(name, "list", list)}
          create={guardScreen(name, "create", create)}
          edit={guardScreen(name, "edit", edit)}
          show={guardScreen(name, "show", show)}
        />
      ))}
      <CustomRoutes>
        {customRoutes.map(({ path, access, screen: Screen }) => (
          <Route
            key={path}
            path={path}
            element={access ? guardScreen(access.resource, access.action, Screen) : <Screen />}
          />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/invitation" element={<InvitationPage />} />
      </CustomRoutes>
    </Admin>
  );
}

/**
 * A data router (react-admin's documented way to bring one's own router): a form's warning about
 * unsaved changes needs one to hold a navigation back (`warnWhenUnsavedChanges`).
 */
const router = createBrowserRouter([{ path: "*", element: <ShopAdmin /> }], {
  basename: "/admin",
});

export function App() {
  return <RouterProvider router={router} />;
}
