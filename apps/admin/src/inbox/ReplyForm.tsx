import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type FormEvent, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { ApiError } from "../http.ts";
import { type InboxConversation, REPLY_MAX } from "./conversation.ts";
import type { ChangeHook } from "./useConversationChange.ts";

/** The reply form: the text (kept on a refusal or conflict), close with it, send. */
export function ReplyForm({
  conversation,
  change,
}: {
  conversation: InboxConversation;
  change: ChangeHook;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [body, setBody] = useState("");
  const [close, setClose] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const language = translate(`dukan.inbox.languages.${conversation.language}`);
  if (conversation.status === "closed")
    return <Typography>{translate("dukan.inbox.reply.closed")}</Typography>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === "") return setProblem(translate("dukan.inbox.reply.empty"));
    if (body.length > REPLY_MAX)
      return setProblem(translate("dukan.inbox.reply.too_long", { smart_count: REPLY_MAX }));
    setProblem(null);
    change.mutate(
      { kind: "reply", data: { body, close } },
      {
        onSuccess: () => {
          setBody("");
          setClose(false);
          notify("dukan.inbox.reply.sent", {
            type: "success",
            messageArgs: { email: conversation.email },
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.body) setProblem(error.fields.body);
        },
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 1 }}>
      <TextField
        label={translate("dukan.inbox.reply.label")}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={6}
        fullWidth
        required
        error={problem !== null}
        helperText={
          problem ?? translate("dukan.inbox.reply.help", { email: conversation.email, language })
        }
        slotProps={{ htmlInput: { lang: conversation.language } }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate("dukan.inbox.reply.length", { count: body.length, max: REPLY_MAX })}
      </Typography>
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {translate("dukan.inbox.reply.send")}
        </Button>
        <FormControlLabel
          control={
            <Checkbox checked={close} onChange={(event) => setClose(event.target.checked)} />
          }
          label={translate("dukan.inbox.reply.close")}
        />
      </Stack>
    </Box>
  );
}
