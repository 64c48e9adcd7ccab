import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from "@mui/material";
import { type FormEvent, useCallback, useId, useState } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { useSearchAsYouType } from "../../forms/useSearchAsYouType.ts";
import { languageOf } from "../../i18n/numbers.ts";
import { type Choice, searchProducts, useBrands, useCategories } from "./catalogue.ts";
import {
  type DraftRule,
  fromDay,
  PAYMENT_METHODS,
  ruleProblems,
  type ScopeKind,
  scopeOf,
  untilDay,
} from "./rules.ts";

const t = (key: string) => `dukan.customers.rebates.${key}`;

/** A product picker that asks the shop's search as one types (2 characters or more). */
function ProductPicker({
  value,
  onChange,
  error,
}: {
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  error?: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [text, setText] = useState("");
  const search = useCallback(
    (typed: string) => searchProducts(typed.trim(), languageOf(locale)),
    [locale],
  );
  const { options, searching } = useSearchAsYouType(search, text, {
    enabled: text.trim().length >= 2,
    initial: value ? [value] : [],
  });
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={searching}
      filterOptions={(all) => all}
      getOptionLabel={(choice) => (choice.code ? `${choice.name} (${choice.code})` : choice.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, typed) => setText(typed)}
      onChange={(_event, choice) => onChange(choice)}
      noOptionsText={translate(text.trim().length < 2 ? t("type_to_search") : t("no_options"))}
      loadingText={translate("ra.page.loading")}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(t("pick_product"))}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

/** A brand or category picker: every choice loaded once, narrowed as one types. */
function ListPicker({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: Choice[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const translate = useTranslate();
  return (
    <Autocomplete
      options={options}
      value={options.find((choice) => choice.id === value) ?? null}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, choice) => onChange(choice?.id ?? null)}
      noOptionsText={translate(t("no_options"))}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

/**
 * Adds or changes one rule: what it covers (everything, a brand, a category or a product, each
 * picked by searching), the payment method, from how many pieces, the percent and the dates.
 * Checked as the API checks it before it goes into the table; nothing is saved until the set is.
 */
export function RuleDialog({
  rule,
  number,
  productNames,
  onApply,
  onClose,
}: {
  /** The rule to change; a new rule when its key is not yet in the table. */
  rule: DraftRule;
  /** Its place in the table (1, 2, …), or null for a new rule. */
  number: number | null;
  productNames: Map<number, string>;
  onApply: (rule: DraftRule, product: Choice | null) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = languageOf(locale);
  const brands = useBrands(language).data ?? [];
  const categories = useCategories(language).data ?? [];
  const titleId = useId();
  const [kind, setKind] = useState<ScopeKind>(scopeOf(rule));
  const [draft, setDraft] = useState<DraftRule>(rule);
  const [product, setProduct] = useState<Choice | null>(
    rule.productId === null
      ? null
      : { id: rule.productId, name: productNames.get(rule.productId) ?? `#${rule.productId}` },
  );
  const [from, setFrom] = useState(fromDay.ofInstant(rule.validFrom));
  const [until, setUntil] = useState(untilDay.ofInstant(rule.validUntil));
  const [checked, setChecked] = useState(false);

  const candidate: DraftRule = {
    ...draft,
    productId: kind === "product" ? (product?.id ?? null) : null,
    brandId: kind === "brand" ? draft.brandId : null,
    categoryId: kind === "category" ? draft.categoryId : null,
    validFrom: fromDay.toInstant(from),
    validUntil: untilDay.toInstant(until),
  };
  const problems = ruleProblems(candidate);
  const missingPick =
    (kind === "product" && candidate.productId === null) ||
    (kind === "brand" && candidate.brandId === null) ||
    (kind === "category" && candidate.categoryId === null);
  const problem = (field: keyof DraftRule) =>
    checked && problems[field] ? translate(t(problems[field])) : undefined;
  const pickProblem = checked && missingPick ? translate(t("required_pick")) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missingPick || Object.keys(problems).length > 0) return;
    onApply(candidate, kind === "product" ? product : null);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {number === null
            ? translate(t("rule_title_new"))
            : translate(t("rule_title_edit"), { number })}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{translate(t("scope_kind"))}</FormLabel>
            <RadioGroup
              row
              value={kind}
              onChange={(event) => setKind(event.target.value as ScopeKind)}
            >
              {(["everything", "brand", "category", "product"] as const).map((scope) => (
                <FormControlLabel
                  key={scope}
                  value={scope}
                  control={<Radio />}
                  label={translate(t(`scopes.${scope}`))}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {kind === "brand" && (
            <ListPicker
              label={translate(t("pick_brand"))}
              options={brands}
              value={draft.brandId}
              onChange={(brandId) => setDraft({ ...draft, brandId })}
              error={pickProblem}
            />
          )}
          {kind === "category" && (
            <ListPicker
              label={translate(t("pick_category"))}
              options={categories}
              value={draft.categoryId}
              onChange={(categoryId) => setDraft({ ...draft, categoryId })}
              error={pickProblem}
            />
          )}
          {kind === "product" && (
            <ProductPicker value={product} onChange={setProduct} error={pickProblem} />
          )}
          <TextField
            select
            label={translate(t("payment"))}
            value={draft.paymentMethod ?? ""}
            onChange={(event) =>
              setDraft({
                ...draft,
                paymentMethod: event.target.value === "" ? null : event.target.value,
              })
            }
          >
            <MenuItem value="">{translate(t("payment_any"))}</MenuItem>
            {PAYMENT_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {translate(t(`payments.${method}`))}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { sm: "1fr 1fr" } }}>
            <TextField
              label={translate(t("percent"))}
              type="number"
              required
              value={Number.isNaN(draft.percent) ? "" : draft.percent}
              onChange={(event) =>
                setDraft({ ...draft, percent: Number.parseInt(event.target.value, 10) })
              }
              slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
              error={Boolean(problem("percent"))}
              helperText={problem("percent") ?? translate(t("percent_help"))}
            />
            <TextField
              label={translate(t("from_quantity"))}
              type="number"
              required
              value={Number.isNaN(draft.minQuantity) ? "" : draft.minQuantity}
              onChange={(event) =>
                setDraft({ ...draft, minQuantity: Number.parseInt(event.target.value, 10) })
              }
              slotProps={{ htmlInput: { min: 1, max: 99_999, step: 1 } }}
              error={Boolean(problem("minQuantity"))}
              helperText={problem("minQuantity") ?? translate(t("quantity_help"))}
            />
            <TextField
              label={translate(t("valid_from"))}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={translate(t("valid_until"))}
              type="date"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(problem("validUntil"))}
              helperText={problem("validUntil")}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(t("cancel"))}</Button>
          <Button type="submit" variant="contained">
            {translate(t("apply"))}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
