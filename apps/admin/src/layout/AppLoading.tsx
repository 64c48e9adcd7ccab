import { Box, CircularProgress, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/** While the app checks the session: a named spinner (axe: a progress bar needs a name). */
export function AppLoading() {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ display: "grid", placeItems: "center", minHeight: "60vh", gap: 1 }}>
      <CircularProgress aria-label={translate("ra.page.loading")} />
      <Typography>{translate("ra.message.loading")}</Typography>
    </Box>
  );
}
