import { Alert, Box, Card, CardContent } from "@mui/material";
import { Title, useGetIdentity, useRedirect, useTranslate } from "react-admin";
import { useRefreshMe } from "../layout/useRefreshMe.ts";
import { TotpEnrolment } from "./TotpEnrolment.tsx";

/** /admin/totp: where an admin without a second factor is sent until they enrol (mustEnrolTotp). */
export function TotpPage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { identity } = useGetIdentity();
  const refreshMe = useRefreshMe();
  const done = async () => {
    await refreshMe();
    redirect("/");
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="dukan.totp.title" />
      <Card>
        <CardContent sx={{ display: "grid", gap: 2 }}>
          {identity?.totpEnabled === true ? (
            <Alert severity="success" role="status">
              {translate("dukan.totp.enabled")}
            </Alert>
          ) : (
            <TotpEnrolment
              onDone={done}
              offNotice={
                identity?.mustEnrolTotp === true && (
                  <Alert severity="warning" role="status">
                    {translate("dukan.totp.required")}
                  </Alert>
                )
              }
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
