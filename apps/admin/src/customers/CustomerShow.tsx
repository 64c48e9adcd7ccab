import {
  Alert,
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { AdminCustomerDetail } from "@dukan/contract";
import { orderStatusLabels } from "@dukan/contract/order-status-labels";
import { useState } from "react";
import {
  Confirm,
  EditButton,
  Show,
  TopToolbar,
  useDataProvider,
  useGetIdentity,
  useGetList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { AuditHistory } from "../audit/AuditHistory.tsx";
import type { DukanDataProvider } from "../dataProvider.ts";
import { hasScope, type Role } from "../staff/roles.ts";
import { CustomerActions } from "./CustomerActions.tsx";
import { Facts, Reading, Section } from "./Facts.tsx";
import { languageOf, money } from "../i18n/numbers.ts";
import { dateOnly, dateTime, isDetail } from "./format.ts";
import { RebateEditor } from "./rebates/RebateEditor.tsx";

/** The page's h1: the customer's name (and company). */
export function CustomerTitle() {
  const customer = useRecordContext<AdminCustomerDetail>();
  if (!customer) return null;
  return (
    <span>{customer.company ? `${customer.company.name} · ${customer.name}` : customer.name}</span>
  );
}

function CustomerToolbar() {
  return (
    <TopToolbar>
      <CustomerActions />
      <EditButton />
    </TopToolbar>
  );
}

function CustomerData({ customer }: { customer: AdminCustomerDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const field = (name: string) => translate(`resources.customers.fields.${name}`);
  const yes = (value: boolean) => translate(value ? "ra.boolean.true" : "ra.boolean.false");
  return (
    <Section title={translate("dukan.customers.sections.data")}>
      <Stack direction="row" gap={0.5} sx={{ mb: 1 }}>
        <Chip size="small" label={translate(`dukan.customers.types.${customer.type}`)} />
        {customer.blocked && (
          <Chip size="small" color="error" label={translate("dukan.customers.status.blocked")} />
        )}
        {customer.awaitingApproval && (
          <Chip size="small" color="warning" label={translate("dukan.customers.status.awaiting")} />
        )}
      </Stack>
      <Facts
        items={[
          [field("name"), customer.name],
          [field("email"), <MuiLink href={`mailto:${customer.email}`}>{customer.email}</MuiLink>],
          [field("phone"), customer.phone || "—"],
          [field("language"), translate(`dukan.customers.languages.${customer.language}`)],
          [field("newsletter"), yes(customer.newsletter)],
          [field("registered"), yes(customer.registered)],
          [field("emailConfirmed"), yes(customer.emailConfirmed)],
          [field("createdAt"), dateTime(customer.createdAt, locale)],
          ...(customer.blockedAt
            ? ([[field("blockedAt"), dateTime(customer.blockedAt, locale)]] as Array<
                [string, string]
              >)
            : []),
        ]}
      />
    </Section>
  );
}

function CompanyData({ company }: { company: NonNullable<AdminCustomerDetail["company"]> }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.customers.fields.company.${name}`);
  return (
    <Section title={translate("dukan.customers.sections.company")}>
      <Facts
        items={[
          [field("name"), company.name],
          [field("oib"), company.oib],
          [field("address"), company.address],
          [field("place"), `${company.postOffice} ${company.place}`],
          [field("phone"), company.phone || "—"],
        ]}
      />
    </Section>
  );
}

/** A company's payment terms (payment on account), or that it pays in advance; set in the edit form. */
function PaymentTerms({ terms }: { terms: AdminCustomerDetail["terms"] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const field = (name: string) => translate(`resources.customers.fields.terms.${name}`);
  return (
    <Section title={translate("dukan.customers.sections.terms")}>
      {terms ? (
        <Facts
          items={[
            [field("days"), String(terms.days)],
            [field("creditLimitCents"), money(terms.creditLimitCents, locale)],
            [field("blockAfterOverdueDays"), String(terms.blockAfterOverdueDays)],
          ]}
        />
      ) : (
        <Typography>{translate("dukan.customers.terms.none")}</Typography>
      )}
    </Section>
  );
}

/** A row of the orders section's list (`GET /api/admin/orders?customer_id=`). */
interface OrderRow {
  id: number;
  number: string;
  created_at: string;
  status: keyof (typeof orderStatusLabels)["hr"];
  total_cents: number;
}

/** The customer's latest orders, each linking to its page in the orders section. */
function LatestOrders({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error, isPending } = useGetList<OrderRow>(
    "orders",
    {
      filter: { customer_id: customerId },
      sort: { field: "created_at", order: "DESC" },
      pagination: { page: 1, perPage: 10 },
    },
    { retry: false },
  );
  if (isPending) return null;
  if (error || !data)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate("dukan.customers.orders.unavailable")}
      </Typography>
    );
  if (data.length === 0) return null;
  const labels = orderStatusLabels[languageOf(locale)];
  return (
    <Table size="small" aria-label={translate("dukan.customers.orders.list_label")} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate("dukan.customers.orders.number")}</TableCell>
          <TableCell>{translate("dukan.customers.orders.date")}</TableCell>
          <TableCell>{translate("dukan.customers.orders.state")}</TableCell>
          <TableCell align="right">{translate("dukan.customers.orders.amount")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((order) => (
          <TableRow key={order.id}>
            <TableCell>
              <MuiLink component={Link} to={`/orders/${order.id}/show`}>
                {order.number}
              </MuiLink>
            </TableCell>
            <TableCell>{dateOnly(order.created_at, locale)}</TableCell>
            <TableCell>{labels[order.status] ?? order.status}</TableCell>
            <TableCell align="right">{money(order.total_cents, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CustomerOrders({ customer }: { customer: AdminCustomerDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const mayReadOrders = hasScope((identity?.roles ?? []) as Role[], "orders");
  return (
    <Section title={translate("dukan.customers.sections.orders")}>
      {customer.orders.count === 0 ? (
        <Typography>{translate("dukan.customers.orders.none")}</Typography>
      ) : (
        <>
          <Facts
            items={[
              [translate("dukan.customers.orders.count"), String(customer.orders.count)],
              [
                translate("dukan.customers.orders.total"),
                money(customer.orders.totalGrossCents, locale),
              ],
              [translate("dukan.customers.orders.last"), dateTime(customer.orders.lastAt, locale)],
            ]}
          />
          {mayReadOrders ? (
            <LatestOrders customerId={customer.id} />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate("dukan.customers.orders.unavailable")}
            </Typography>
          )}
        </>
      )}
    </Section>
  );
}

/** The B2B feed key's state, and revoke / issue a new one, each after a confirmation. */
function FeedKey({ customer }: { customer: AdminCustomerDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DukanDataProvider>();
  const [asking, setAsking] = useState<"revoke" | "regenerate" | null>(null);
  const [pending, setPending] = useState(false);
  if (customer.type !== "company")
    return (
      <Section title={translate("dukan.customers.sections.feed_key")}>
        <Typography>{translate("dukan.customers.feed.persons")}</Typography>
      </Section>
    );
  const run = async () => {
    if (!asking) return;
    setPending(true);
    try {
      await dataProvider.action("customers", {
        id: customer.id,
        action: "feed-key",
        data: { action: asking },
      });
      notify(
        asking === "revoke" ? "dukan.customers.feed.revoked" : "dukan.customers.feed.regenerated",
        {
          type: "success",
        },
      );
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : "ra.notification.http_error", {
        type: "error",
      });
    } finally {
      setPending(false);
      setAsking(null);
    }
  };
  return (
    <Section
      title={translate("dukan.customers.sections.feed_key")}
      actions={
        <>
          {customer.feedKey && (
            <Button color="error" onClick={() => setAsking("revoke")}>
              {translate("dukan.customers.feed.revoke")}
            </Button>
          )}
          <Button onClick={() => setAsking("regenerate")}>
            {translate("dukan.customers.feed.regenerate")}
          </Button>
        </>
      }
    >
      {customer.feedKey ? (
        <Facts
          items={[
            [
              translate("dukan.customers.feed.created"),
              dateTime(customer.feedKey.createdAt, locale),
            ],
            [
              translate("dukan.customers.feed.last_used"),
              customer.feedKey.lastUsedAt
                ? dateTime(customer.feedKey.lastUsedAt, locale)
                : translate("dukan.customers.feed.never_used"),
            ],
          ]}
        />
      ) : (
        <Typography>{translate("dukan.customers.feed.none")}</Typography>
      )}
      <Confirm
        isOpen={asking !== null}
        loading={pending}
        title={`dukan.customers.feed.${asking ?? "revoke"}_title`}
        content={`dukan.customers.feed.${asking ?? "revoke"}_content`}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </Section>
  );
}

function Logins({ customer }: { customer: AdminCustomerDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translate("dukan.customers.sections.logins");
  return (
    <Section title={title}>
      {customer.logins.length === 0 ? (
        <Typography>{translate("dukan.customers.logins.none")}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate("dukan.customers.logins.at")}</TableCell>
              <TableCell>{translate("dukan.customers.logins.address")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {customer.logins.map((login) => (
              <TableRow key={`${login.at}-${login.address}`}>
                <TableCell>{dateTime(login.at, locale)}</TableCell>
                <TableCell>{login.address}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

/** The customer's own changes and their rebate rules' changes, newest first (the audit log). */
function History({ customer }: { customer: AdminCustomerDetail }) {
  const translate = useTranslate();
  return (
    <Section title={translate("dukan.customers.sections.history")}>
      <AuditHistory
        key={customer.version}
        entity="customer"
        entityId={customer.id}
        also={[{ entity: "customer_rebates", entityId: customer.id }]}
      />
    </Section>
  );
}

function CustomerPage() {
  const customer = useRecordContext<AdminCustomerDetail>();
  if (!customer || !isDetail(customer)) return <Reading />;
  return (
    <Box sx={{ p: { xs: 0, sm: 1 } }}>
      {customer.blocked && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <BlockedNote />
        </Alert>
      )}
      <Box sx={{ display: "grid", gap: 0, gridTemplateColumns: { lg: "1fr 1fr" }, columnGap: 2 }}>
        <Box>
          <CustomerData customer={customer} />
          {customer.company && <CompanyData company={customer.company} />}
          {customer.company && <PaymentTerms terms={customer.terms} />}
          <FeedKey customer={customer} />
        </Box>
        <Box>
          <CustomerOrders customer={customer} />
          <Logins customer={customer} />
        </Box>
      </Box>
      <RebateEditor customer={customer} />
      <History customer={customer} />
    </Box>
  );
}

function BlockedNote() {
  const translate = useTranslate();
  return <>{translate("dukan.customers.status.blocked_note")}</>;
}

/** A customer's page: data, company, orders, feed key, logins, rebate rules, change history. */
export function CustomerShow() {
  return (
    <Show title={<CustomerTitle />} actions={<CustomerToolbar />} component="div">
      <CustomerPage />
    </Show>
  );
}
