import PersonIcon from "@mui/icons-material/Person";
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from "@mui/material";
import { createTheme, ThemeProvider, useTheme } from "@mui/material/styles";
import { enUS, hrHR } from "@mui/material/locale";
import { Fragment, forwardRef, type ReactNode, useMemo } from "react";
import {
  AppBar,
  Layout,
  LoadingIndicator,
  Logout,
  Menu,
  TitlePortal,
  useGetIdentity,
  useLocaleState,
  UserMenu,
  useSidebarState,
  useTranslate,
  useUserMenu,
} from "react-admin";
import { Link } from "react-router-dom";
import { scopeOfResource } from "../resources.tsx";
import { UnsavedFormsProvider } from "../forms/UnsavedChanges.tsx";
import { hasScope, type Role } from "../staff/roles.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { MENU_SECTIONS } from "./menu-sections.ts";
import { useDocumentLanguage } from "./useDocumentLanguage.ts";

const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/profile" ref={ref} onClick={userMenu?.onClose} {...props}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("dukan.profile.title")}</ListItemText>
    </MenuItem>
  );
});

/** The button shows the staff member's name: its accessible name starts with it (WCAG 2.5.3). */
const AppUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName
    ? `${identity.fullName} (${translate("ra.auth.user_menu")})`
    : "ra.auth.user_menu";
  return (
    <UserMenu label={label}>
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
};

/**
 * The bar's tools: the language switch and the reload button, whose spinner while loading is named
 * (react-admin hands other props to its CircularProgress; axe: a progress bar needs a name).
 */
const AppToolbar = () => {
  const translate = useTranslate();
  const named = { "aria-label": translate("ra.page.loading") };
  return (
    <>
      <LanguageSwitch />
      <LoadingIndicator {...named} />
    </>
  );
};

/** The page's title is its one h1 (each screen sets it with <Title>); the bar stays when scrolling, so the h1 does too. */
const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />} toolbar={<AppToolbar />} alwaysOn>
    <TitlePortal component="h1" />
  </AppBar>
);

/**
 * The sections the staff member's roles allow (authProvider.canAccess), grouped by the work they
 * belong to (menu-sections.ts) under a heading while the menu is open, then their profile.
 */
const AppMenu = () => {
  const { identity } = useGetIdentity();
  const [open] = useSidebarState();
  const translate = useTranslate();
  const roles = (identity?.roles ?? []) as Role[];
  const allowed = (name: string) => {
    const scope = scopeOfResource(name);
    return scope === null || hasScope(roles, scope);
  };
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_SECTIONS.map((section) => {
        const names = section.resources.filter(allowed);
        if (names.length === 0) return null;
        return (
          <Fragment key={section.title}>
            {open && (
              <ListSubheader
                component="div"
                role="presentation"
                disableSticky
                sx={{ lineHeight: "2rem", mt: 1, bgcolor: "transparent" }}
              >
                {translate(section.title)}
              </ListSubheader>
            )}
            {names.map((name) => (
              <Menu.ResourceItem key={name} name={name} />
            ))}
          </Fragment>
        );
      })}
      <Menu.Item to="/profile" primaryText="dukan.profile.title" leftIcon={<PersonIcon />} />
    </Menu>
  );
};

/**
 * Material UI's own texts (pagination's and a combo box's labels for screen readers) in the
 * language shown, from its locale files, as MUI's localisation guide does it.
 */
function LocalisedTheme({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const [locale] = useLocaleState();
  const localised = useMemo(
    () => createTheme(theme, locale === "en" ? enUS : hrHR),
    [theme, locale],
  );
  return <ThemeProvider theme={localised}>{children}</ThemeProvider>;
}

export function AppLayout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  return (
    <LocalisedTheme>
      <UnsavedFormsProvider>
        <Layout appBar={AppAppBar} menu={AppMenu}>
          {children}
        </Layout>
      </UnsavedFormsProvider>
    </LocalisedTheme>
  );
}
