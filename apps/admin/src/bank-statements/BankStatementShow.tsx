import type { BankStatement } from "@dukan/contract";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useState } from "react";
import {
  Confirm,
  Loading,
  Title,
  useDataProvider,
  useGetOne,
  useLocaleState,
  useNotify,
  useTranslate,
} from "react-admin";
import { Link, useParams } from "react-router-dom";
import type { DukanDataProvider } from "../dataProvider.ts";
import { dayText, momentText } from "../i18n/moments.ts";
import { money } from "../i18n/numbers.ts";
import {
  groupTotals,
  LINE_GROUPS,
  type LineGroup,
  lineGroupOf,
  OUTCOME_GROUPS,
} from "./outcomes.ts";

type Line = BankStatement["lines"][number];

/** Why a line came out as it did, in the staff's words. */
function useReason() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (line: Line) => {
    if (line.note) return translate(`dukan.statements.notes.${line.note}`, { _: line.note });
    const due = line.dueCents ?? 0;
    switch (line.outcome) {
      case "partly_paid":
        return translate("dukan.statements.notes.partly_paid", {
          rest: money(due - line.amountCents, locale),
        });
      case "overpaid":
        return translate("dukan.statements.notes.overpaid", {
          extra: money(line.amountCents - due, locale),
        });
      case "matched":
      case "cancelled":
      case "already_paid":
        return translate(`dukan.statements.notes.${line.outcome}`);
      default:
        return "";
    }
  };
}

/**
 * The statement's credits (what the shop matches) by outcome group, in the tabs' words, and their
 * total; the debits, if any, apart below it (money going out is never added to the credits).
 */
function Totals({ statement }: { statement: BankStatement }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const totals = groupTotals(statement.summary);
  const rows = OUTCOME_GROUPS.filter((group) => (totals.get(group)?.count ?? 0) > 0);
  const count = rows.reduce((sum, group) => sum + (totals.get(group)?.count ?? 0), 0);
  const amount = rows.reduce((sum, group) => sum + (totals.get(group)?.amountCents ?? 0), 0);
  return (
    <>
      <Table size="small" aria-labelledby="statement-totals" sx={{ maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate("dukan.statements.outcome")}</TableCell>
            <TableCell align="right">{translate("dukan.statements.count")}</TableCell>
            <TableCell align="right">{translate("dukan.statements.amount")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((group) => (
            <TableRow key={group}>
              <TableCell>{translate(`dukan.statements.groups.${group}`)}</TableCell>
              <TableCell align="right">{totals.get(group)?.count ?? 0}</TableCell>
              <TableCell align="right">
                {money(totals.get(group)?.amountCents ?? 0, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              {translate("dukan.statements.total")}
            </TableCell>
            <TableCell align="right">{count}</TableCell>
            <TableCell align="right">{money(amount, locale)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      {statement.debits.count > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate("dukan.statements.debits_apart", {
            smart_count: statement.debits.count,
            amount: `−${money(statement.debits.amountCents, locale)}`,
          })}
        </Typography>
      )}
    </>
  );
}

/** The lines, filtered by outcome group, each with its reason and the order it matched. */
function Lines({ lines }: { lines: Line[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reason = useReason();
  const [group, setGroup] = useState<LineGroup | "all">("all");
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(lineGroupOf(line), (counts.get(lineGroupOf(line)) ?? 0) + 1);
  const shown = group === "all" ? lines : lines.filter((line) => lineGroupOf(line) === group);
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={group}
        onChange={(_event, value: LineGroup | "all" | null) => value && setGroup(value)}
        aria-label={translate("dukan.statements.filter")}
        sx={{ flexWrap: "wrap", my: 1 }}
      >
        <ToggleButton value="all">
          {translate("dukan.statements.all")} ({lines.length})
        </ToggleButton>
        {LINE_GROUPS.filter((name) => name !== "debits" || counts.has(name)).map((name) => (
          <ToggleButton key={name} value={name}>
            {translate(`dukan.statements.groups.${name}`)} ({counts.get(name) ?? 0})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{translate("dukan.statements.no_lines")}</Typography>
      ) : (
        // Scrolls sideways on a phone, from the keyboard too (a line needn't link an order).
        <Box sx={{ overflowX: "auto" }} tabIndex={0} role="group" aria-labelledby="statement-lines">
          <Table size="small" aria-labelledby="statement-lines">
            <TableHead>
              <TableRow>
                <TableCell>{translate("dukan.statements.position")}</TableCell>
                <TableCell>{translate("dukan.statements.booked_on")}</TableCell>
                <TableCell>{translate("dukan.statements.payer")}</TableCell>
                <TableCell>{translate("dukan.statements.reference")}</TableCell>
                <TableCell align="right">{translate("dukan.statements.amount")}</TableCell>
                <TableCell>{translate("dukan.statements.order")}</TableCell>
                <TableCell>{translate("dukan.statements.outcome")}</TableCell>
                <TableCell>{translate("dukan.statements.reason")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((line) => (
                <TableRow key={line.position} data-outcome={line.outcome}>
                  <TableCell>{line.position + 1}</TableCell>
                  <TableCell>{line.bookedOn ? dayText(line.bookedOn, locale) : "—"}</TableCell>
                  <TableCell>{line.payer || "—"}</TableCell>
                  <TableCell>{line.reference || line.description || "—"}</TableCell>
                  <TableCell align="right">
                    {line.direction === "debit" ? "−" : ""}
                    {money(line.amountCents, locale, line.currency)}
                  </TableCell>
                  <TableCell>
                    {line.orderNumber ? (
                      <Link to={`/orders/${encodeURIComponent(line.orderNumber)}/show`}>
                        {line.orderNumber}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </TableCell>
                  <TableCell>
                    {line.direction === "debit"
                      ? translate("dukan.statements.debit_line")
                      : translate(`dukan.statements.outcomes.${line.outcome}`)}
                  </TableCell>
                  <TableCell>{reason(line)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}

/** What applying did, or that nothing is recorded yet. */
function Outcome({ statement }: { statement: BankStatement }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!statement.result || !statement.appliedAt)
    return <Alert severity="info">{translate("dukan.statements.not_applied")}</Alert>;
  const at = momentText(statement.appliedAt, locale);
  const { paid, recorded, changed } = statement.result;
  return (
    <Alert severity={recorded > 0 ? "success" : "info"} role="status">
      <span>{translate("dukan.statements.applied", { at, paid, recorded })}</span>
      {recorded === 0 && <span> {translate("dukan.statements.nothing_changed")}</span>}
      {changed > 0 && <span> {translate("dukan.statements.changed_since", { changed })}</span>}
    </Alert>
  );
}

/** One statement: its totals and lines, and "Apply" (confirmed) while it is a preview. */
export function BankStatementShow() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DukanDataProvider>();
  const { data, isPending, error, refetch } = useGetOne<BankStatement & { id: number }>(
    "bank-statements",
    { id: Number(id) },
  );
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(false);
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{error?.message ?? ""}</Alert>;
  const statement = data;
  const toRecord = Object.entries(statement.summary)
    .filter(([outcome]) => ["matched", "partly_paid", "overpaid"].includes(outcome))
    .reduce((sum, [, totals]) => sum + totals.count, 0);
  const apply = async () => {
    setApplying(true);
    try {
      await dataProvider.action("bank-statements", { id: statement.id, action: "apply" });
      await refetch();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    } finally {
      setApplying(false);
      setConfirming(false);
    }
  };
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2 }}>
      <Title title={translate("dukan.statements.show_title", { name: statement.fileName })} />
      <Card>
        <CardContent sx={{ display: "grid", gap: 1.5 }}>
          <Typography component="h2" variant="h6">
            {translate("dukan.statements.details")}
          </Typography>
          <Typography>
            {translate("resources.bank-statements.fields.format")}: {statement.format}
            {statement.account &&
              ` · ${translate("resources.bank-statements.fields.account")}: ${statement.account}`}
          </Typography>
          {statement.sameFileAs !== null && (
            <Alert severity="warning">
              {translate("dukan.statements.same_file", { id: statement.sameFileAs })}{" "}
              <Link to={`/bank-statements/${statement.sameFileAs}/show`}>
                {translate("dukan.statements.open_same_file", { id: statement.sameFileAs })}
              </Link>
            </Alert>
          )}
          <Outcome statement={statement} />
          {!statement.appliedAt && (
            <Stack direction="row">
              <Button variant="contained" onClick={() => setConfirming(true)} disabled={applying}>
                {translate("dukan.statements.apply")}
              </Button>
            </Stack>
          )}
          <Confirm
            isOpen={confirming}
            loading={applying}
            title="dukan.statements.apply_title"
            content="dukan.statements.apply_content"
            contentTranslateOptions={{ smart_count: toRecord }}
            confirm="dukan.statements.apply"
            onConfirm={apply}
            onClose={() => setConfirming(false)}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" id="statement-totals">
            {translate("dukan.statements.totals")}
          </Typography>
          <Totals statement={statement} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" id="statement-lines">
            {translate("dukan.statements.lines")}
          </Typography>
          <Lines lines={statement.lines} />
        </CardContent>
      </Card>
    </Box>
  );
}
