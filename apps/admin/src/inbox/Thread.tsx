import { Box, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { momentText } from "../i18n/moments.ts";
import type { InboxConversation } from "./conversation.ts";

/** The thread: the customer's message, then each reply with who wrote it and when, oldest first. */
export function Thread({ conversation }: { conversation: InboxConversation }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box
      component="ol"
      aria-label={translate("dukan.inbox.thread_count", {
        smart_count: conversation.thread.length,
      })}
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}
    >
      {conversation.thread.map((entry, index) => {
        const who =
          entry.from === "customer"
            ? translate("dukan.inbox.from_customer", { name: conversation.name })
            : translate("dukan.inbox.from_staff", {
                name: entry.staff?.name || translate("dukan.inbox.removed_staff"),
              });
        return (
          <Box
            component="li"
            key={`${entry.at}-${index}`}
            sx={{
              borderLeft: 4,
              borderColor: entry.from === "customer" ? "grey.500" : "primary.main",
              bgcolor: entry.from === "customer" ? "grey.50" : "background.paper",
              pl: 2,
              py: 1,
            }}
          >
            <Typography component="h3" variant="subtitle2">
              {who} · <time dateTime={entry.at}>{momentText(entry.at, locale)}</time>
            </Typography>
            <Typography
              lang={entry.language}
              sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", mt: 0.5 }}
            >
              {entry.body || "—"}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
