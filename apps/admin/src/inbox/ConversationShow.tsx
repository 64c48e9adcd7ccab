import { Alert, AlertTitle, Box, CircularProgress, Stack } from "@mui/material";
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from "react-admin";
import type { InboxConversation } from "./conversation.ts";
import { CustomerPanel, HistoryPanel, ProductPanel, StatusPanel } from "./ConversationPanels.tsx";
import { Panel } from "../layout/RecordPanel.tsx";
import { ReplyForm } from "./ReplyForm.tsx";
import { Thread } from "./Thread.tsx";
import { useConversationChange } from "./useConversationChange.ts";

/** The page's h1: the conversation's subject (an inquiry's product) and who wrote. */
function ConversationTitle() {
  const conversation = useRecordContext<InboxConversation>();
  if (!conversation) return null;
  return (
    <span>
      {conversation.subject || "—"} · {conversation.name}
    </span>
  );
}

/** The conversation page: thread and reply on the left; status, customer, product, history beside. */
function ConversationPage() {
  const conversation = useRecordContext<InboxConversation>();
  const translate = useTranslate();
  // Opened from the list, react-admin first shows the list's row (its cache); the thread comes next.
  if (!conversation || !Array.isArray(conversation.thread))
    return <CircularProgress aria-label={translate("ra.page.loading")} sx={{ m: 2 }} />;
  return <ConversationLayout key={conversation.id} conversation={conversation} />;
}

function ConversationLayout({ conversation }: { conversation: InboxConversation }) {
  const translate = useTranslate();
  const change = useConversationChange(conversation);
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        mt: 1,
        gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(280px, 1fr)" },
        alignItems: "start",
      }}
    >
      <Stack gap={2}>
        {change.conflict && (
          <Alert severity="warning" role="alert">
            <AlertTitle>{translate("dukan.inbox.conflict.title")}</AlertTitle>
            {translate("dukan.inbox.conflict.body")}
          </Alert>
        )}
        <Panel title={translate("dukan.inbox.thread")}>
          <Thread conversation={conversation} />
        </Panel>
        <Panel title={translate("dukan.inbox.reply.title")}>
          <ReplyForm conversation={conversation} change={change} />
        </Panel>
      </Stack>
      <Stack gap={2}>
        <StatusPanel conversation={conversation} change={change} />
        <CustomerPanel conversation={conversation} />
        {conversation.kind === "inquiry" && <ProductPanel conversation={conversation} />}
        <HistoryPanel conversation={conversation} />
      </Stack>
    </Box>
  );
}

export function ConversationShow() {
  return (
    <Show
      title={<ConversationTitle />}
      component="div"
      actions={
        <TopToolbar>
          <ListButton label="dukan.inbox.back" />
        </TopToolbar>
      }
    >
      <ConversationPage />
    </Show>
  );
}
