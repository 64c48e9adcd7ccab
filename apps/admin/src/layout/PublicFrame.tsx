import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Notification, useTranslate } from "react-admin";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { useDocumentLanguage } from "./useDocumentLanguage.ts";

/** The frame of the screens shown before login (login, invitation): a card with its heading, and the language switch. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  useDocumentLanguage();
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "grey.100", display: "flex", flexDirection: "column" }}>
      <Box
        component="header"
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          px: 2,
          py: 1,
        }}
      >
        <Typography component="p" variant="subtitle1" fontWeight={600}>
          {translate("dukan.app_title")}
        </Typography>
        <LanguageSwitch />
      </Box>
      <Box component="main" sx={{ flex: 1, display: "flex", justifyContent: "center", p: 2 }}>
        <Card sx={{ width: "100%", maxWidth: 440, alignSelf: "flex-start", mt: { xs: 2, sm: 8 } }}>
          <CardContent>
            <Typography component="h1" variant="h5" gutterBottom>
              {translate(title)}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
      <Notification />
    </Box>
  );
}
