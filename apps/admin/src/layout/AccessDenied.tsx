import { Alert, Box } from "@mui/material";
import { Title, useTranslate } from "react-admin";

/** A section the staff member's roles do not reach (the API refuses it too). */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="ra.page.access_denied" />
      <Alert severity="warning" role="status">
        {translate("ra.message.access_denied")}
      </Alert>
    </Box>
  );
}
