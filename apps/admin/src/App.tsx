import { Admin, CustomRoutes, localStorageStore, Resource } from "react-admin";
import { BrowserRouter, Route } from "react-router-dom";
import { AccessDenied } from "./layout/AccessDenied.tsx";
import { AppLayout } from "./layout/AppLayout.tsx";
import { AppLoading } from "./layout/AppLoading.tsx";
import { Home } from "./layout/Home.tsx";
import { InvitationPage } from "./login/InvitationPage.tsx";
import { LoginPage } from "./login/LoginPage.tsx";
import { ProductPicturesPage } from "./pictures/ProductPicturesPage.tsx";
import { ProfilePage } from "./profile/ProfilePage.tsx";
import { authProvider, dataProvider, i18nProvider } from "./providers.ts";
import { resources } from "./resources.tsx";
import { theme } from "./theme.ts";
import { TotpPage } from "./totp/TotpPage.tsx";

/** Settings kept in this browser (language, saved filters, list columns), under the app's own key. */
const store = localStorageStore("1", "dukan-admin");

/**
 * The staff's app at /admin (react-admin, decision 022). Real paths under /admin (a browser
 * router), each answered with index.html by the shop's server; the sections are in resources.tsx.
 */
export function App() {
  return (
    <BrowserRouter basename="/admin">
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
        {resources.map(({ scope: _scope, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/totp" element={<TotpPage />} />
          {/* A product's pictures and brochure (issue 35), until the product form includes them. */}
          <Route path="/products/:id/pictures" element={<ProductPicturesPage />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/invitation" element={<InvitationPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
