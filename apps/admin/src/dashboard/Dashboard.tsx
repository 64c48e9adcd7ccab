import type { Dashboard as DashboardAnswer } from "@dukan/contract";
import { orderStatusLabels } from "@dukan/contract/order-status-labels";
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { api } from "../providers.ts";
import { count, languageOf, money } from "../i18n/numbers.ts";
import { day, listLink, unpaidOrdersFilter, zagrebDay } from "./format.ts";
import { SalesPeriod } from "./SalesPeriod.tsx";

/** The chart and its library are loaded only when the sales part is shown (vite.config.ts). */
const SalesChart = lazy(() => import("./SalesChart.tsx"));

type Sales = NonNullable<DashboardAnswer["sales"]>;

/** One part of the dashboard, a card named by its h2. */
function Part({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{ gridColumn: wide ? "1 / -1" : undefined, alignSelf: "start" }}
    >
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const RouterLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <MuiLink component={Link} to={to}>
    {children}
  </MuiLink>
);

function SalesPart({ sales, today }: { sales: Sales; today: string }) {
  const translate = useTranslate();
  return (
    <Part title={translate("dukan.dashboard.sales.title")} wide>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 360px), 1fr))",
        }}
      >
        <SalesPeriod
          title={translate("dukan.dashboard.sales.today")}
          period={sales.today}
          today={today}
        />
        <SalesPeriod
          title={translate("dukan.dashboard.sales.week")}
          period={sales.week}
          today={today}
        />
        <SalesPeriod
          title={translate("dukan.dashboard.sales.month")}
          period={sales.month}
          today={today}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate("dukan.dashboard.sales.note")}
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate("dukan.dashboard.chart.title")}
      </Typography>
      <Suspense fallback={<CircularProgress aria-label={translate("dukan.dashboard.loading")} />}>
        <SalesChart days={sales.daily} />
      </Suspense>
    </Part>
  );
}

function OrdersWaitingPart({
  waiting,
}: {
  waiting: NonNullable<DashboardAnswer["ordersWaiting"]>;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labels = orderStatusLabels[languageOf(locale)];
  return (
    <Part title={translate("dukan.dashboard.waiting.title")}>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.5 }}>
        {waiting.map(({ status, count: waitingCount }) => (
          <li key={status}>
            <RouterLink to={listLink("orders", { status: [status] })}>
              {translate("dukan.dashboard.waiting.open", {
                status: labels[status],
                smart_count: waitingCount,
              })}
            </RouterLink>
          </li>
        ))}
      </Box>
    </Part>
  );
}

function UnpaidPart({
  groups,
  today,
}: {
  groups: NonNullable<DashboardAnswer["unpaidBankTransfers"]>;
  today: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Part title={translate("dukan.dashboard.unpaid.title")}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate("dukan.dashboard.unpaid.age")}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate("dukan.dashboard.unpaid.count")}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate("dukan.dashboard.unpaid.total")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            const age = translate(`dukan.dashboard.unpaid.ages.${group.age}`);
            return (
              <TableRow key={group.age}>
                <TableCell component="th" scope="row">
                  {group.count > 0 ? (
                    <RouterLink to={listLink("orders", unpaidOrdersFilter(group.age, today))}>
                      {age}
                    </RouterLink>
                  ) : (
                    age
                  )}
                </TableCell>
                <TableCell align="right">{count(group.count, locale)}</TableCell>
                <TableCell align="right">{money(group.totalCents, locale)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Part>
  );
}

function CompaniesPart({
  companies,
}: {
  companies: NonNullable<DashboardAnswer["companiesAwaitingApproval"]>;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Part title={translate("dukan.dashboard.companies.title")}>
      <Typography>
        {translate("dukan.dashboard.companies.count", { smart_count: companies.total })}
      </Typography>
      {companies.companies.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.5 }}>
          {companies.companies.map((company) => (
            <li key={company.id}>
              <RouterLink to={`/customers/${company.id}/show`}>{company.name}</RouterLink>{" "}
              <Typography component="span" variant="body2" color="text.secondary">
                {company.email} ·{" "}
                {translate("dukan.dashboard.companies.registered", {
                  date: day(zagrebDay(company.registeredAt), locale),
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {companies.total > 0 && (
        <RouterLink to={listLink("customers", { awaitingApproval: true })}>
          {translate("dukan.dashboard.companies.all")}
        </RouterLink>
      )}
    </Part>
  );
}

function InquiriesPart({ inquiries }: { inquiries: NonNullable<DashboardAnswer["newInquiries"]> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Part title={translate("dukan.dashboard.inquiries.title")}>
      <Typography>
        {translate("dukan.dashboard.inquiries.count", { smart_count: inquiries.total })}
      </Typography>
      {inquiries.latest.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.5 }}>
          {inquiries.latest.map((conversation) => (
            <li key={conversation.id}>
              <RouterLink to={`/inbox/${conversation.id}/show`}>
                {conversation.subject || "—"}
              </RouterLink>{" "}
              <Typography component="span" variant="body2" color="text.secondary">
                {translate(`dukan.inbox.kinds.${conversation.kind}`)} · {conversation.name} ·{" "}
                {day(zagrebDay(conversation.createdAt), locale)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {inquiries.total > 0 && (
        <RouterLink to={listLink("inbox", { status: "new" })}>
          {translate("dukan.dashboard.inquiries.all")}
        </RouterLink>
      )}
    </Part>
  );
}

function LowStockPart({ lowStock }: { lowStock: NonNullable<DashboardAnswer["lowStock"]> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Part title={translate("dukan.dashboard.low_stock.title")}>
      <Typography>
        {translate("dukan.dashboard.low_stock.count", {
          smart_count: lowStock.total,
          threshold: lowStock.threshold,
        })}
      </Typography>
      {lowStock.products.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate("dukan.dashboard.low_stock.item_code")}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate("dukan.dashboard.low_stock.name")}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {translate("dukan.dashboard.low_stock.stock")}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lowStock.products.map((product) => (
              <TableRow key={product.id}>
                <TableCell>{product.itemCode}</TableCell>
                <TableCell>{product.name}</TableCell>
                <TableCell align="right">{count(product.stock, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Part>
  );
}

/**
 * The app's home: the parts of `GET /api/admin/dashboard` the staff member's roles reach (the API
 * leaves the others out, and so does this screen). Read again by the bar's refresh button.
 */
export function Dashboard() {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ["dashboard"],
    queryFn: () => api<DashboardAnswer>("/dashboard"),
  });
  if (query.isPending)
    return <CircularProgress aria-label={translate("dukan.dashboard.loading")} sx={{ m: 2 }} />;
  if (query.isError)
    return (
      <Alert severity="error">
        {translate("dukan.dashboard.failed", { message: query.error.message })}
      </Alert>
    );
  const dashboard = query.data;
  const today = zagrebDay(dashboard.generatedAt);
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: {
          xs: "1fr",
          md: "repeat(2, minmax(0, 1fr))",
          xl: "repeat(3, minmax(0, 1fr))",
        },
      }}
    >
      {dashboard.sales && <SalesPart sales={dashboard.sales} today={today} />}
      {dashboard.ordersWaiting && <OrdersWaitingPart waiting={dashboard.ordersWaiting} />}
      {dashboard.unpaidBankTransfers && (
        <UnpaidPart groups={dashboard.unpaidBankTransfers} today={today} />
      )}
      {dashboard.newInquiries && <InquiriesPart inquiries={dashboard.newInquiries} />}
      {dashboard.companiesAwaitingApproval && (
        <CompaniesPart companies={dashboard.companiesAwaitingApproval} />
      )}
      {dashboard.lowStock && <LowStockPart lowStock={dashboard.lowStock} />}
    </Box>
  );
}
