import { Box, Button, Link as MuiLink, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { momentText } from "../i18n/moments.ts";
import { Facts, Panel } from "../layout/RecordPanel.tsx";
import { type InboxConversation, useAssignees, useMyId } from "./conversation.ts";
import { StatusChip } from "./InboxList.tsx";
import type { ChangeHook } from "./useConversationChange.ts";

/** Status, assignee (yourself chosen when nobody has it) and close / reopen. */
export function StatusPanel({
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

export function CustomerPanel({ conversation }: { conversation: InboxConversation }) {
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
export function ProductPanel({ conversation }: { conversation: InboxConversation }) {
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
export function HistoryPanel({ conversation }: { conversation: InboxConversation }) {
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
