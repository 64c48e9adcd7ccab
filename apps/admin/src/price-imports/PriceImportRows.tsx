import type { PriceImport, PriceImportOutcome, PriceImportRow } from "@dukan/contract";
import {
  Box,
  Button,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { api } from "../providers.ts";
import { fieldValue, OUTCOMES } from "./outcomes.ts";

/** A row's changes, field by field: "MPC 12,00 € → 10,00 €". */
function Changes({ row }: { row: PriceImportRow }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entries = Object.entries(row.changes);
  if (entries.length === 0) return <>—</>;
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2 }}>
      {entries.map(([field, change]) => (
        <li key={field}>
          {translate(`dukan.imports.fields.${field}`, { _: field })}:{" "}
          {row.outcome === "created" ? "" : `${fieldValue(field, change.before, locale)} → `}
          {fieldValue(field, change.after, locale)}
        </li>
      ))}
    </Stack>
  );
}

/**
 * The file's rows, all or of one outcome, a page at a time; a held row of a preview has a box to
 * confirm it (`onConfirm`).
 */
export function PriceImportRows({
  record,
  onConfirm,
}: {
  record: PriceImport;
  /** Resolves to whether the shop took the change. */
  onConfirm: (position: number, confirmed: boolean) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<PriceImportOutcome | "all">("all");
  const [perPage, setPerPage] = useState(50);
  // A box shows the staff's choice at once, until the rows read back after the answer say so.
  const [chosen, setChosen] = useState<ReadonlyMap<number, boolean>>(new Map());
  const rows = useQuery({
    queryKey: [
      "price-import-rows",
      record.id,
      outcome,
      perPage,
      record.confirmedHeld,
      record.status,
    ],
    queryFn: () =>
      api<{ data: PriceImportRow[]; total: number }>(
        `/price-imports/${record.id}/rows?perPage=${perPage}${outcome === "all" ? "" : `&outcome=${outcome}`}`,
      ),
    enabled: record.status !== "reading",
    placeholderData: keepPreviousData,
  });
  const [readRows, setReadRows] = useState(rows.data);
  if (readRows !== rows.data) {
    setReadRows(rows.data);
    if (!rows.isPlaceholderData) setChosen(new Map());
  }
  const choose = (position: number, confirmed: boolean) => {
    setChosen((before) => new Map(before).set(position, confirmed));
    void onConfirm(position, confirmed).then((taken) => {
      if (taken) return;
      setChosen((before) => {
        const after = new Map(before);
        after.delete(position);
        return after;
      });
    });
  };
  const data = rows.data?.data ?? [];
  const total = rows.data?.total ?? 0;
  return (
    <Stack gap={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={outcome}
        aria-label={translate("dukan.imports.filter")}
        onChange={(_, value: PriceImportOutcome | "all" | null) => {
          if (value) {
            setOutcome(value);
            setPerPage(50);
          }
        }}
        sx={{ flexWrap: "wrap" }}
      >
        <ToggleButton value="all">{translate("dukan.imports.all")}</ToggleButton>
        {OUTCOMES.map((o) => (
          <ToggleButton key={o} value={o}>
            {translate(`dukan.imports.outcomes.${o}`)} ({record.summary[o]})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {data.length === 0 && !rows.isPending ? (
        <Typography>{translate("dukan.imports.no_rows")}</Typography>
      ) : (
        // On a phone the rows scroll sideways in their box (from the keyboard too); sized by the
        // card (`contain`), the table's width no longer widens the cards, which cut off its changes
        // and reasons with no way to reach them.
        <Box
          sx={{ overflowX: "auto", contain: "inline-size" }}
          tabIndex={0}
          role="group"
          aria-labelledby="price-import-rows"
        >
          <Table size="small" aria-labelledby="price-import-rows">
            <TableHead>
              <TableRow>
                <TableCell>{translate("dukan.imports.position")}</TableCell>
                <TableCell>{translate("dukan.imports.item_code")}</TableCell>
                <TableCell>{translate("dukan.imports.name")}</TableCell>
                <TableCell>{translate("dukan.imports.outcome")}</TableCell>
                <TableCell>{translate("dukan.imports.changes")}</TableCell>
                <TableCell>{translate("dukan.imports.reasons_title")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.position}>
                  <TableCell>{row.position}</TableCell>
                  <TableCell>{row.itemCode || "—"}</TableCell>
                  <TableCell>{row.name || "—"}</TableCell>
                  <TableCell>
                    {row.outcome === "held" && record.status === "ready" ? (
                      <label>
                        <Checkbox
                          size="small"
                          checked={chosen.get(row.position) ?? row.confirmed}
                          onChange={(event) => choose(row.position, event.target.checked)}
                          inputProps={{
                            "aria-label": translate("dukan.imports.confirm_row", {
                              position: row.position,
                            }),
                          }}
                        />
                        {translate("dukan.imports.outcomes.held")}
                      </label>
                    ) : (
                      translate(`dukan.imports.outcomes.${row.outcome}`)
                    )}
                  </TableCell>
                  <TableCell>
                    <Changes row={row} />
                  </TableCell>
                  <TableCell>
                    {row.reasons.map((r) => translate(`dukan.imports.reasons.${r}`)).join("; ") ||
                      "—"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {total > 0 && (
        <Stack direction="row" gap={2} alignItems="center">
          <Typography variant="body2">
            {translate("dukan.imports.shown", { shown: data.length, total })}
          </Typography>
          {data.length < total && perPage < 500 && (
            <Button variant="outlined" onClick={() => setPerPage((n) => Math.min(500, n + 100))}>
              {translate("dukan.imports.more")}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
