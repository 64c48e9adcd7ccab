import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Link as MuiLink,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import {
  ListButton,
  Show,
  TopToolbar,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import type { DukanDataProvider } from "../dataProvider.ts";
import { ApiError } from "../http.ts";
import { momentText } from "../i18n/moments.ts";
import {
  type InboxConversation,
  isVersionConflict,
  REPLY_MAX,
  useAssignees,
  useMyId,
} from "./conversation.ts";
import { StatusChip } from "./InboxList.tsx";
import { Facts, Panel } from "../layout/RecordPanel.tsx";

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

interface Change {
  /** `reply`, `close`, `reopen`: a POST action; `assign`: the PATCH. */
  kind: "reply" | "close" | "reopen" | "assign";
  data: Record<string, unknown>;
}

/**
 * Every change of the conversation, with the version it was read at. A success reads the
 * conversation and the list again; a 409 `version_conflict` says so on the page (and reads the
 * conversation's current state), other refusals are the API's message.
 */
function useConversationChange(conversation: InboxConversation) {
  const dataProvider = useDataProvider<DukanDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [conflict, setConflict] = useState(false);
  const mutation = useMutation({
    mutationFn: async (change: Change) => {
      const data = { ...change.data, version: conversation.version };
      if (change.kind === "assign")
        return dataProvider.update("inbox", {
          id: conversation.id,
          data,
          previousData: { id: conversation.id },
        });
      return dataProvider.action("inbox", { id: conversation.id, action: change.kind, data });
    },
    onSuccess: () => {
      setConflict(false);
      void queryClient.invalidateQueries({ queryKey: ["inbox"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
    onError: (error) => {
      if (isVersionConflict(error)) {
        setConflict(true);
        void queryClient.invalidateQueries({ queryKey: ["inbox"] });
      } else if (!(error instanceof ApiError && Object.keys(error.fields).length > 0)) {
        notify(error instanceof Error ? error.message : String(error), { type: "error" });
      }
    },
  });
  return { ...mutation, conflict };
}

type ChangeHook = ReturnType<typeof useConversationChange>;

/** The thread: the customer's message, then each reply with who wrote it and when, oldest first. */
function Thread({ conversation }: { conversation: InboxConversation }) {
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

/** The reply form: the text (kept on a refusal or conflict), close with it, send. */
function ReplyForm({
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

/** Status, assignee (yourself chosen when nobody has it) and close / reopen. */
function StatusPanel({
  conversation,
  change,
}: {
  conversation: InboxConversation;
  change: ChangeHook;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const me = useMyId();
  const { data: assignees = [] } = useAssignees();
  const current = conversation.assignedTo?.id ?? null;
  const [chosen, setChosen] = useState<string>(String(current ?? me ?? ""));
  // Read again (a change, a conflict): the choice follows the conversation's assignee.
  useEffect(() => setChosen(String(current ?? me ?? "")), [current, me]);
  const choices = [...assignees];
  if (conversation.assignedTo && !choices.some((member) => member.id === current))
    choices.push(conversation.assignedTo);

  const assign = (event: FormEvent) => {
    event.preventDefault();
    const assignedTo = chosen === "" ? null : Number(chosen);
    const name = choices.find((member) => member.id === assignedTo)?.name ?? "";
    change.mutate(
      { kind: "assign", data: { assignedTo } },
      {
        onSuccess: () =>
          notify(assignedTo === null ? "dukan.inbox.assign.cleared" : "dukan.inbox.assign.done", {
            type: "success",
            messageArgs: { name },
          }),
      },
    );
  };
  const closeOrReopen = () => {
    const kind = conversation.status === "closed" ? "reopen" : "close";
    change.mutate(
      { kind, data: {} },
      {
        onSuccess: () =>
          notify(`dukan.inbox.actions.${kind === "close" ? "closed" : "reopened"}`, {
            type: "success",
          }),
      },
    );
  };
  return (
    <Panel title={translate("dukan.inbox.assign.title")}>
      <Stack direction="row" gap={1} alignItems="center">
        <StatusChip status={conversation.status} />
        <Typography variant="body2">
          {translate("dukan.inbox.replies_count", { smart_count: conversation.replies })}
        </Typography>
      </Stack>
      <Box
        component="form"
        onSubmit={assign}
        sx={{ display: "flex", gap: 1, alignItems: "center" }}
      >
        <TextField
          select
          size="small"
          label={translate("dukan.inbox.assign.label")}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          <option value="">{translate("dukan.inbox.assign.nobody")}</option>
          {choices.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.id === me
                ? translate("dukan.inbox.assign.me", { name: member.name })
                : member.name}
            </option>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="outlined"
          disabled={change.isPending || chosen === String(current ?? "")}
        >
          {translate("dukan.inbox.assign.save")}
        </Button>
      </Box>
      <Box>
        <Button variant="outlined" onClick={closeOrReopen} disabled={change.isPending}>
          {translate(
            conversation.status === "closed"
              ? "dukan.inbox.actions.reopen"
              : "dukan.inbox.actions.close",
          )}
        </Button>
      </Box>
    </Panel>
  );
}

function CustomerPanel({ conversation }: { conversation: InboxConversation }) {
  const translate = useTranslate();
  const rows: [string, ReactNode][] = [
    [translate("resources.inbox.fields.name"), conversation.name],
  ];
  if (conversation.company)
    rows.push([translate("resources.inbox.fields.company"), conversation.company]);
  rows.push([
    translate("resources.inbox.fields.email"),
    <MuiLink key="email" href={`mailto:${conversation.email}`}>
      {conversation.email}
    </MuiLink>,
  ]);
  if (conversation.phone) rows.push([translate("dukan.inbox.customer.phone"), conversation.phone]);
  rows.push([
    translate("dukan.inbox.customer.language"),
    translate(`dukan.inbox.languages.${conversation.language}`),
  ]);
  rows.push([
    translate("dukan.inbox.customer.account"),
    conversation.customerId === null ? (
      translate("dukan.inbox.customer.no_account")
    ) : (
      <MuiLink key="account" component={Link} to={`/customers/${conversation.customerId}/show`}>
        {translate("dukan.inbox.customer.open_account", { id: conversation.customerId })}
      </MuiLink>
    ),
  ]);
  return (
    <Panel title={translate("dukan.inbox.customer.title")}>
      <Facts rows={rows} />
    </Panel>
  );
}

/** An inquiry's product: its name and item code as asked, the quantity, and where to find it in the shop. */
function ProductPanel({ conversation }: { conversation: InboxConversation }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const search = locale === "en" ? "/en/search-results" : "/rezultati-pretrazivanja";
  const rows: [string, ReactNode][] = [
    [translate("resources.inbox.fields.subject"), conversation.subject],
    [translate("dukan.inbox.product.item_code"), conversation.itemCode ?? "—"],
  ];
  if (conversation.quantity !== null)
    rows.push([
      translate("dukan.inbox.product.quantity"),
      translate("dukan.inbox.product.pieces", { smart_count: conversation.quantity }),
    ]);
  return (
    <Panel title={translate("dukan.inbox.product.title")}>
      <Facts rows={rows} />
      {conversation.productId === null ? (
        <Typography variant="body2">{translate("dukan.inbox.product.removed")}</Typography>
      ) : (
        conversation.itemCode && (
          <MuiLink href={`${search}?q=${encodeURIComponent(conversation.itemCode)}`}>
            {translate("dukan.inbox.product.find")}
          </MuiLink>
        )
      )}
    </Panel>
  );
}

/** The same customer's other messages and inquiries, newest first (the API gives at most 20). */
function HistoryPanel({ conversation }: { conversation: InboxConversation }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Panel title={translate("dukan.inbox.history.title")}>
      {conversation.history.length === 0 ? (
        <Typography variant="body2">{translate("dukan.inbox.history.empty")}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}>
          {conversation.history.map((other) => (
            <Box component="li" key={other.id}>
              <MuiLink component={Link} to={`/inbox/${other.id}/show`}>
                {other.subject || "—"}
              </MuiLink>
              <Stack direction="row" gap={1} alignItems="center" sx={{ mt: 0.25 }}>
                <StatusChip status={other.status} />
                <Typography variant="body2" color="text.secondary">
                  {translate(`dukan.inbox.kinds.${other.kind}`)} ·{" "}
                  <time dateTime={other.createdAt}>{momentText(other.createdAt, locale)}</time>
                </Typography>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
    </Panel>
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
