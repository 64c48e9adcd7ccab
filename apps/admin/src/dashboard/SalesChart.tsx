import type { SalesDay } from "@dukan/contract";
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { LineChart } from "@mui/x-charts/LineChart";
import { useId, useState } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { count, money } from "../i18n/numbers.ts";
import { day } from "./format.ts";

const MEASURES = ["grossCents", "netCents", "orders"] as const;
type Measure = (typeof MEASURES)[number];

/** Series colours with at least 3:1 against white (WCAG 1.4.11): this year blue, last year grey, dashed. */
const THIS_YEAR = "#1565c0";
const LAST_YEAR = "#616161";

/**
 * The last 30 days beside the same days last year, as a line chart (MUI X Charts, SVG: no script or
 * style the shop's CSP refuses) with its text alternative: a summary as the figure's caption and
 * every figure in a table under it.
 */
export default function SalesChart({ days }: { days: SalesDay[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [measure, setMeasure] = useState<Measure>("grossCents");
  const captionId = useId();
  const show = (value: number) =>
    measure === "orders" ? count(value, locale) : money(value, locale);
  const label = (one: Measure) =>
    translate(
      one === "orders"
        ? "dukan.dashboard.sales.orders"
        : one === "netCents"
          ? "dukan.dashboard.sales.net"
          : "dukan.dashboard.sales.gross",
    );
  const now = days.map((one) => one[measure]);
  const lastYear = days.map((one) => one.lastYear[measure]);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    first && last
      ? translate("dukan.dashboard.chart.summary", {
          measure: label(measure),
          from: day(first.day, locale),
          to: day(last.day, locale),
          total: show(sum(now)),
          lastYear: show(sum(lastYear)),
        })
      : "";
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, display: "grid", gap: 1 }}>
      <ToggleButtonGroup
        value={measure}
        exclusive
        size="small"
        onChange={(_event, value: Measure | null) => value && setMeasure(value)}
        aria-label={translate("dukan.dashboard.chart.show")}
      >
        {MEASURES.map((one) => (
          <ToggleButton key={one} value={one}>
            {label(one)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography id={captionId} component="figcaption" variant="body2">
        {summary}
      </Typography>
      <Box aria-hidden="true">
        <LineChart
          height={280}
          skipAnimation
          disableKeyboardNavigation
          xAxis={[
            {
              scaleType: "point",
              data: days.map((one) => one.day),
              valueFormatter: (value: string) => day(value, locale, "short"),
            },
          ]}
          yAxis={[
            {
              width: 80,
              valueFormatter: (value: number) =>
                measure === "orders"
                  ? count(value, locale)
                  : money(Math.round(value), locale).replace(/[.,]00(?=\D*$)/, ""),
            },
          ]}
          series={[
            {
              id: "this-year",
              curve: "linear",
              data: now,
              label: translate("dukan.dashboard.chart.this_year"),
              color: THIS_YEAR,
              valueFormatter: (value) => (value === null ? "" : show(value)),
            },
            {
              id: "last-year",
              curve: "linear",
              data: lastYear,
              label: translate("dukan.dashboard.chart.last_year"),
              color: LAST_YEAR,
              valueFormatter: (value) => (value === null ? "" : show(value)),
            },
          ]}
          sx={{ '& path[data-series="last-year"]': { strokeDasharray: "6 4" } }}
        />
      </Box>
      <details>
        <summary>{translate("dukan.dashboard.chart.table")}</summary>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate("dukan.dashboard.chart.day")}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {label(measure)}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate("dukan.dashboard.chart.last_year_day")}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {`${label(measure)} (${translate("dukan.dashboard.chart.last_year")})`}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((one) => (
              <TableRow key={one.day}>
                <TableCell component="th" scope="row">
                  {day(one.day, locale)}
                </TableCell>
                <TableCell align="right">{show(one[measure])}</TableCell>
                <TableCell>{day(one.lastYearDay, locale)}</TableCell>
                <TableCell align="right">{show(one.lastYear[measure])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </Box>
  );
}
