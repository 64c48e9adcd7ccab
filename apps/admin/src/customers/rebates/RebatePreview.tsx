import {
  Alert,
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { ApiError } from "../../http.ts";
import { api } from "../../providers.ts";
import { money } from "../../i18n/numbers.ts";
import { type DraftRule, PAYMENT_METHODS, ruleBody } from "./rules.ts";

const t = (key: string) => `dukan.customers.rebates.${key}`;

/** One product of `POST …/rebates/preview` (the contract's rebatePreviewSchema). */
interface PreviewRow {
  productId: number;
  itemCode: string;
  name: string;
  baseCents: number;
  currentCents: number;
  previewCents: number;
  percent: number;
  includesVat: boolean;
}

/**
 * The rules in the table (saved or not) priced on sample products — those the rules name, else the
 * newest — for a payment method and a quantity on the order: without rebates, with the saved rules,
 * with these. It writes nothing.
 */
export function RebatePreview({
  customerId,
  rules,
  paymentMethod,
  onProducts,
}: {
  customerId: number;
  rules: DraftRule[];
  /** The payment method of the rule changed last: the preview starts with it. */
  paymentMethod: string | null;
  onProducts: (products: Array<{ id: number; name: string }>) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [payment, setPayment] = useState(paymentMethod ?? "");
  const [quantity, setQuantity] = useState(1);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => setPayment(paymentMethod ?? ""), [paymentMethod]);

  const run = async () => {
    setPending(true);
    setProblem(null);
    try {
      const answer = await api<{ data: PreviewRow[] }>(`/customers/${customerId}/rebates/preview`, {
        method: "POST",
        body: {
          rules: rules.map(ruleBody),
          paymentMethod: payment === "" ? null : payment,
          quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
        },
      });
      setRows(answer.data);
      onProducts(answer.data.map((row) => ({ id: row.productId, name: row.name })));
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : translate("ra.notification.http_error"),
      );
    } finally {
      setPending(false);
    }
  };

  const title = translate(t("preview_title"));
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(t("preview_help"))}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 280 }}
          label={translate(t("preview_payment"))}
          value={payment}
          onChange={(event) => setPayment(event.target.value)}
        >
          <MenuItem value="">{translate(t("payment_any"))}</MenuItem>
          {PAYMENT_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {translate(t(`payments.${method}`))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={translate(t("preview_quantity"))}
          value={Number.isNaN(quantity) ? "" : quantity}
          onChange={(event) => setQuantity(Number.parseInt(event.target.value, 10))}
          slotProps={{ htmlInput: { min: 1, max: 99_999, step: 1 } }}
        />
        <Button variant="outlined" onClick={run} disabled={pending}>
          {translate(t("preview"))}
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {rows && rows.length === 0 && (
        <Typography sx={{ mt: 1 }}>{translate(t("preview_empty"))}</Typography>
      )}
      {rows && rows.length > 0 && (
        <>
          <Table size="small" aria-label={title} sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t("preview_product"))}</TableCell>
                <TableCell align="right">{translate(t("preview_base"))}</TableCell>
                <TableCell align="right">{translate(t("preview_current"))}</TableCell>
                <TableCell align="right">{translate(t("preview_new"))}</TableCell>
                <TableCell align="right">{translate(t("preview_percent"))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.productId}>
                  <TableCell>
                    {row.name}{" "}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({row.itemCode})
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{money(row.baseCents, locale)}</TableCell>
                  <TableCell align="right">{money(row.currentCents, locale)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ fontWeight: row.previewCents !== row.currentCents ? 700 : undefined }}
                  >
                    {money(row.previewCents, locale)}
                  </TableCell>
                  <TableCell align="right">{`${row.percent} %`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate(rows[0]?.includesVat ? t("preview_vat") : t("preview_no_vat"))}
          </Typography>
        </>
      )}
    </Box>
  );
}
