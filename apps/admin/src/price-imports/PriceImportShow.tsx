import type { PriceImport } from "@dukan/contract";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Confirm, Loading, Title, useLocaleState, useNotify, useTranslate } from "react-admin";
import { Link, useParams } from "react-router-dom";
import { api } from "../providers.ts";
import { momentText } from "../i18n/moments.ts";
import { OUTCOMES } from "./outcomes.ts";
import { PriceImportRows } from "./PriceImportRows.tsx";

/** While the file is read or applied: how far it is. */
function Progress({ record }: { record: PriceImport }) {
  const translate = useTranslate();
  const { done, total } = record.progress ?? { done: 0, total: 0 };
  const label =
    total > 0
      ? translate("dukan.imports.progress", { done, total })
      : translate("dukan.imports.progress_start");
  return (
    <Stack gap={1} role="status">
      <Typography>{label}</Typography>
      <LinearProgress
        aria-label={label}
        variant={total > 0 ? "determinate" : "indeterminate"}
        value={total > 0 ? (done * 100) / total : 0}
      />
    </Stack>
  );
}

/** What applying did, or that nothing has changed yet. */
function Report({ record }: { record: PriceImport }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record.result || !record.appliedAt)
    return <Alert severity="info">{translate("dukan.imports.not_applied")}</Alert>;
  const at = momentText(record.appliedAt, locale);
  return (
    <Alert severity="success" role="status">
      {translate("dukan.imports.applied", { at, ...record.result })}
    </Alert>
  );
}

/** One import: its progress, totals, held rows, rows with their changes, and "Apply" (asked first). */
export function PriceImportShow() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(false);
  const key = ["price-import", id];
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<PriceImport>(`/price-imports/${id}`),
    refetchInterval: (q) =>
      applying || q.state.data?.status === "reading" || q.state.data?.status === "applying"
        ? 1_000
        : false,
  });
  if (query.isPending) return <Loading />;
  if (query.error || !query.data)
    return <Alert severity="error">{query.error?.message ?? ""}</Alert>;
  const record = query.data;
  const busy = record.status === "reading" || record.status === "applying";
  const toApply =
    record.summary.changed +
    record.summary.created +
    (record.status === "ready" ? record.confirmedHeld : 0);

  /** Confirms held rows (or takes a confirmation back); false when the shop refused. */
  const held = async (body: object): Promise<boolean> => {
    try {
      const updated = await api<PriceImport>(`/price-imports/${record.id}/held`, {
        method: "POST",
        body,
      });
      queryClient.setQueryData(key, updated);
      return true;
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
      return false;
    }
  };
  const apply = async () => {
    setApplying(true);
    setConfirming(false);
    try {
      const applied = await api<PriceImport>(`/price-imports/${record.id}/apply`, {
        method: "POST",
      });
      queryClient.setQueryData(key, applied);
      await queryClient.invalidateQueries({ queryKey: ["price-imports"] });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
      await query.refetch();
    } finally {
      setApplying(false);
    }
  };

  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2 }}>
      <Title title={translate("dukan.imports.show_title", { name: record.fileName })} />
      <Card>
        <CardContent sx={{ display: "grid", gap: 1.5 }}>
          <Typography component="h2" variant="h6">
            {translate("dukan.imports.details")}
          </Typography>
          <Typography>
            {translate("resources.price-imports.fields.status")}:{" "}
            {translate(`dukan.imports.statuses.${record.status}`)}
            {record.format && ` · ${record.format.toUpperCase()}`}
            {` · ${translate(`dukan.imports.sources.${record.source}`, { _: record.source })}`}
            {record.mappingName && ` · ${record.mappingName}`}
          </Typography>
          {(busy || applying) && <Progress record={record} />}
          {record.failure && (
            <Alert severity="error">
              {translate("dukan.imports.failed", {
                reason: translate(`dukan.imports.failures.${record.failure}`, {
                  _: record.failure,
                }),
              })}
            </Alert>
          )}
          {record.sameFileAs !== null && (
            <Alert severity="warning">
              {translate("dukan.imports.same_file", { id: record.sameFileAs })}{" "}
              <Link to={`/price-imports/${record.sameFileAs}/show`}>
                {translate("dukan.imports.open_same_file", { id: record.sameFileAs })}
              </Link>
            </Alert>
          )}
          {record.status !== "failed" && !busy && <Report record={record} />}
          {record.status === "ready" && (
            <Box>
              <Button variant="contained" onClick={() => setConfirming(true)} disabled={applying}>
                {translate("dukan.imports.apply")}
              </Button>
            </Box>
          )}
          <Confirm
            isOpen={confirming}
            loading={applying}
            title="dukan.imports.apply_title"
            content="dukan.imports.apply_content"
            contentTranslateOptions={{ smart_count: toApply }}
            confirm="dukan.imports.apply"
            onConfirm={apply}
            onClose={() => setConfirming(false)}
          />
        </CardContent>
      </Card>
      {record.status !== "reading" && record.status !== "failed" && (
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" id="price-import-totals">
              {translate("dukan.imports.totals")}
            </Typography>
            <Table size="small" aria-labelledby="price-import-totals" sx={{ maxWidth: 420 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate("dukan.imports.outcome")}</TableCell>
                  <TableCell align="right">{translate("dukan.imports.count")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {OUTCOMES.map((o) => (
                  <TableRow key={o}>
                    <TableCell>{translate(`dukan.imports.outcomes.${o}`)}</TableCell>
                    <TableCell align="right">{record.summary[o]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      {record.status === "ready" && record.summary.held > 0 && (
        <Card>
          <CardContent sx={{ display: "grid", gap: 1.5 }}>
            <Typography component="h2" variant="h6">
              {translate("dukan.imports.held_title")}
            </Typography>
            <Typography>
              {translate("dukan.imports.held_help", {
                smart_count: record.summary.held,
                percent: record.maxDropPercent,
              })}
            </Typography>
            <Typography>
              {translate("dukan.imports.confirmed_count", {
                confirmed: record.confirmedHeld,
                held: record.summary.held,
              })}
            </Typography>
            <Stack direction="row" gap={1} flexWrap="wrap">
              <Button variant="outlined" onClick={() => void held({ all: true, confirmed: true })}>
                {translate("dukan.imports.confirm_all")}
              </Button>
              <Button variant="outlined" onClick={() => void held({ all: true, confirmed: false })}>
                {translate("dukan.imports.leave_all")}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      {record.status !== "reading" && record.status !== "failed" && (
        <Card>
          <CardContent sx={{ display: "grid", gap: 1.5 }}>
            <Typography component="h2" variant="h6" id="price-import-rows">
              {translate("dukan.imports.rows")}
            </Typography>
            <PriceImportRows
              record={record}
              onConfirm={(position, confirmed) => held({ positions: [position], confirmed })}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
