import type { Dashboard as DashboardAnswer, SalesFigures } from "@dukan/contract";
import {
  Box,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { count, money } from "../i18n/numbers.ts";
import { change, listLink, periodOrdersFilter } from "./format.ts";

type Sales = NonNullable<DashboardAnswer["sales"]>;

/**
 * A period's orders and revenue beside last year's, with the change; the orders' count opens them
 * in the orders list (today's orders were otherwise three filters and a typed date away).
 */
export function SalesPeriod({
  title,
  period,
  today,
}: {
  title: string;
  period: Sales["today"];
  today: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows: [string, keyof SalesFigures, (value: number) => string][] = [
    ["dukan.dashboard.sales.orders", "orders", (value) => count(value, locale)],
    ["dukan.dashboard.sales.net", "netCents", (value) => money(value, locale)],
    ["dukan.dashboard.sales.gross", "grossCents", (value) => money(value, locale)],
  ];
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate("dukan.dashboard.sales.figure")}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate("dukan.dashboard.sales.now")}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate("dukan.dashboard.sales.last_year")}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate("dukan.dashboard.sales.change")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, field, show]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {translate(label)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {field === "orders" && period.current.orders > 0 ? (
                  <MuiLink
                    component={Link}
                    to={listLink("orders", periodOrdersFilter(period.from, today))}
                    aria-label={translate("dukan.dashboard.sales.orders_link", {
                      smart_count: period.current.orders,
                      period: title,
                    })}
                  >
                    {show(period.current.orders)}
                  </MuiLink>
                ) : (
                  show(period.current[field])
                )}
              </TableCell>
              <TableCell align="right">{show(period.lastYear[field])}</TableCell>
              <TableCell align="right">
                {change(period.current[field], period.lastYear[field], locale) ??
                  translate("dukan.dashboard.sales.no_change")}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
