import AddIcon from "@mui/icons-material/Add";
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import type { AdminCustomerDetail, RebateSet } from "@dukan/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { ApiError } from "../../http.ts";
import { api } from "../../providers.ts";
import { auditHistoryKey } from "../../audit/AuditHistory.tsx";
import { Section } from "../Facts.tsx";
import { languageOf } from "../../i18n/numbers.ts";
import { visuallyHidden } from "../../layout/visually-hidden.ts";
import { dateOnly, dateTime } from "../format.ts";
import { type Choice, useBrands, useCategories } from "./catalogue.ts";
import { CopyRules } from "./CopyRules.tsx";
import { RebatePreview } from "./RebatePreview.tsx";
import { RuleDialog } from "./RuleDialog.tsx";
import { type DraftRule, newKey, ruleBody } from "./rules.ts";

const t = (key: string) => `dukan.customers.rebates.${key}`;

const setKey = (customerId: number) => ["customer-rebates", customerId] as const;

/** A fresh rule: everything, any payment method, always, 1 %. */
const blankRule = (): DraftRule => ({
  key: newKey(),
  productId: null,
  brandId: null,
  categoryId: null,
  paymentMethod: null,
  percent: 1,
  minQuantity: 1,
  validFrom: null,
  validUntil: null,
});

/** "Rule 2: message" for each field the API refused (`rules.1.brandId`), or the message alone. */
function problemsOf(
  error: ApiError,
  translate: (key: string, options?: object) => string,
): string[] {
  const lines = Object.entries(error.fields).map(([field, message]) => {
    const match = /^rules\.(\d+)\./.exec(field);
    return match
      ? translate(t("rule_problem"), { number: Number(match[1]) + 1, message })
      : message;
  });
  return lines.length > 0 ? lines : [error.message];
}

/**
 * The customer's rebate rules as one set: a table of rules, each added, changed or removed in a
 * dialog; the effect previewed on sample products; then saved whole with the version read (409 when
 * someone saved meanwhile); the saved set copied to other customers.
 */
export function RebateEditor({ customer }: { customer: AdminCustomerDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const language = languageOf(locale);
  const brands = useBrands(language).data ?? [];
  const categories = useCategories(language).data ?? [];
  const saved = useQuery({
    queryKey: setKey(customer.id),
    queryFn: () => api<RebateSet>(`/customers/${customer.id}/rebates`),
  });
  const [rules, setRules] = useState<DraftRule[]>([]);
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<{ rule: DraftRule; number: number | null } | null>(null);
  const [productNames, setProductNames] = useState(new Map<number, string>());
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [lastPayment, setLastPayment] = useState<string | null>(null);

  const reset = (set: RebateSet) => {
    setRules(set.rules.map((rule) => ({ ...rule, key: newKey() })));
    setVersion(set.version);
    setDirty(false);
    setProblems([]);
  };
  useEffect(() => {
    if (saved.data) reset(saved.data);
  }, [saved.data]);
  // The names of the products the saved rules name (the preview answers with them).
  const savedProducts = (saved.data?.rules ?? [])
    .map((rule) => rule.productId)
    .filter((id): id is number => id !== null)
    .slice(0, 50);
  const { data: namedProducts } = useQuery({
    queryKey: ["rebate-products", customer.id, savedProducts.join(",")],
    enabled: savedProducts.length > 0,
    queryFn: () =>
      api<{ data: Array<{ productId: number; name: string }> }>(
        `/customers/${customer.id}/rebates/preview`,
        { method: "POST", body: { rules: [], productIds: savedProducts } },
      ),
  });
  useEffect(() => {
    if (namedProducts)
      knowProducts(namedProducts.data.map((row) => ({ id: row.productId, name: row.name })));
  }, [namedProducts]);

  const knowProducts = (found: Array<{ id: number; name: string }>) =>
    setProductNames((known) => {
      const next = new Map(known);
      for (const product of found) next.set(product.id, product.name);
      return next;
    });

  const nameOf = (options: Choice[], id: number) =>
    options.find((choice) => choice.id === id)?.name ?? `#${id}`;
  const scopeText = (rule: DraftRule) =>
    rule.productId !== null
      ? translate(t("product_of"), {
          name: productNames.get(rule.productId) ?? `#${rule.productId}`,
        })
      : rule.brandId !== null && rule.categoryId !== null
        ? `${translate(t("brand_of"), { name: nameOf(brands, rule.brandId) })}, ${translate(t("category_of"), { name: nameOf(categories, rule.categoryId) })}`
        : rule.brandId !== null
          ? translate(t("brand_of"), { name: nameOf(brands, rule.brandId) })
          : rule.categoryId !== null
            ? translate(t("category_of"), { name: nameOf(categories, rule.categoryId) })
            : translate(t("everything"));
  const validText = (rule: DraftRule) => {
    const parts: string[] = [];
    if (rule.validFrom)
      parts.push(translate(t("from_day"), { day: dateOnly(rule.validFrom, locale) }));
    if (rule.validUntil)
      parts.push(
        translate(t("until_day"), {
          day: dateOnly(new Date(new Date(rule.validUntil).getTime() - 1).toISOString(), locale),
        }),
      );
    return parts.length > 0 ? parts.join(" ") : translate(t("always"));
  };

  const apply = (rule: DraftRule, product: Choice | null) => {
    if (product) knowProducts([product]);
    setRules((current) =>
      current.some((one) => one.key === rule.key)
        ? current.map((one) => (one.key === rule.key ? rule : one))
        : [...current, rule],
    );
    setLastPayment(rule.paymentMethod);
    setDirty(true);
    setEditing(null);
  };
  const remove = (key: number) => {
    setRules((current) => current.filter((rule) => rule.key !== key));
    setDirty(true);
  };

  const save = async () => {
    setSaving(true);
    setProblems([]);
    try {
      const set = await api<RebateSet>(`/customers/${customer.id}/rebates`, {
        method: "PUT",
        body: { version, rules: rules.map(ruleBody) },
      });
      queryClient.setQueryData(setKey(customer.id), set);
      reset(set);
      await queryClient.invalidateQueries({ queryKey: auditHistoryKey("customer", customer.id) });
      notify(t("saved"), { type: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setProblems([error.message, translate("dukan.customers.edit.conflict_hint")]);
      else if (error instanceof ApiError) setProblems(problemsOf(error, translate));
      else setProblems([translate("ra.notification.http_error")]);
    } finally {
      setSaving(false);
    }
  };

  const title = translate("dukan.customers.sections.rebates");
  return (
    <Section
      title={title}
      actions={
        <Typography variant="body2" color="text.secondary">
          {saved.data?.updatedAt
            ? translate(t("changed_at"), { date: dateTime(saved.data.updatedAt, locale) })
            : saved.data && translate(t("never_changed"))}
        </Typography>
      }
    >
      <Typography sx={{ mb: 1 }}>{translate(t("intro"))}</Typography>
      {rules.length === 0 ? (
        <Typography sx={{ my: 1 }}>{translate(t("none"))}</Typography>
      ) : (
        <Table size="small" aria-label={translate(t("table"))}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{translate(t("scope"))}</TableCell>
              <TableCell>{translate(t("payment"))}</TableCell>
              <TableCell>{translate(t("from_quantity"))}</TableCell>
              <TableCell align="right">{translate(t("percent"))}</TableCell>
              <TableCell>{translate(t("valid"))}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate("ra.action.edit")}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rules.map((rule, index) => (
              <TableRow key={rule.key}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{scopeText(rule)}</TableCell>
                <TableCell>
                  {rule.paymentMethod
                    ? translate(t(`payments.${rule.paymentMethod}`), { _: rule.paymentMethod })
                    : translate(t("payment_any"))}
                </TableCell>
                <TableCell>
                  {rule.minQuantity > 1
                    ? translate(t("pieces"), { smart_count: rule.minQuantity })
                    : translate(t("any_quantity"))}
                </TableCell>
                <TableCell align="right">{`${rule.percent} %`}</TableCell>
                <TableCell>{validText(rule)}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  <Tooltip title={translate(t("edit"))}>
                    <IconButton
                      aria-label={translate(t("edit_rule"), { number: index + 1 })}
                      onClick={() => setEditing({ rule, number: index + 1 })}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate(t("remove"))}>
                    <IconButton
                      aria-label={translate(t("remove_rule"), { number: index + 1 })}
                      onClick={() => remove(rule.key)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {problems.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problems.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      {dirty && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {translate(t("unsaved"))}
        </Alert>
      )}
      <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 2 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setEditing({ rule: blankRule(), number: null })}
        >
          {translate(t("add"))}
        </Button>
        <Button variant="contained" disabled={!dirty || saving} onClick={save}>
          {translate(t("save"))}
        </Button>
        <Button disabled={!dirty || saving} onClick={() => saved.data && reset(saved.data)}>
          {translate(t("discard"))}
        </Button>
        <CopyRules
          customerId={customer.id}
          disabled={dirty}
          hasRules={(saved.data?.rules.length ?? 0) > 0}
        />
      </Stack>
      <RebatePreview
        customerId={customer.id}
        rules={rules}
        paymentMethod={lastPayment}
        onProducts={knowProducts}
      />
      {editing && (
        <RuleDialog
          rule={editing.rule}
          number={editing.number}
          productNames={productNames}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  );
}
