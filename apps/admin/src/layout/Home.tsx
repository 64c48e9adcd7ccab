import { Alert, Box, Card, CardContent, Typography } from "@mui/material";
import { Title, useGetIdentity, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { Dashboard } from "../dashboard/Dashboard.tsx";
import type { Role } from "../staff/roles.ts";

/**
 * The first screen after login: who is logged in and what their roles allow, then the dashboard
 * (the parts of it those roles reach).
 */
export function Home() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const roles = (identity?.roles ?? []) as Role[];
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2 }}>
      <Title title="ra.page.dashboard" />
      <Card>
        <CardContent sx={{ display: "grid", gap: 1.5 }}>
          <Typography component="h2" variant="h5">
            {translate("dukan.home.title", { name: identity?.fullName ?? "" })}
          </Typography>
          <Typography>
            {translate("dukan.home.roles", {
              roles: roles.map((role) => translate(`dukan.roles.${role}`)).join(", "),
            })}
          </Typography>
          <Typography>{translate("dukan.home.intro")}</Typography>
          {identity && identity.totpEnabled !== true && (
            <Alert severity="info" role="status">
              <Link to="/profile">{translate("dukan.home.totp_off")}</Link>
            </Alert>
          )}
        </CardContent>
      </Card>
      <Dashboard />
    </Box>
  );
}
