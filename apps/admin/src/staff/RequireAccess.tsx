import { type ComponentType, createElement, isValidElement, type ReactElement } from "react";
import { CanAccess, Navigate, useBasename } from "react-admin";

/** A screen as react-admin's <Resource> takes it: a component or an element. */
export type Screen = ComponentType | ReactElement;

/**
 * Shows a screen only to staff whose roles reach its section (authProvider.canAccess, from the
 * scopes of resources.tsx, the table the menu reads); anyone else is sent to /access-denied, as
 * react-admin's own list and edit controllers do, whatever the screen is made of. Nothing is shown
 * while the roles are read, so a screen never starts its requests for someone it refuses.
 */
export function RequireAccess({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactElement;
}) {
  const basename = useBasename();
  return (
    <CanAccess
      resource={resource}
      action={action}
      accessDenied={<Navigate to={`${basename}/access-denied`} replace />}
    >
      {children}
    </CanAccess>
  );
}

/** A screen behind RequireAccess for a section and action; no screen stays none (no route). */
export function guardScreen(
  resource: string,
  action: string,
  screen: Screen | undefined,
): ReactElement | undefined {
  if (!screen) return undefined;
  return (
    <RequireAccess resource={resource} action={action}>
      {isValidElement(screen) ? screen : createElement(screen)}
    </RequireAccess>
  );
}
