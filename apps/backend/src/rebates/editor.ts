import {
  hasPermission,
  type Language,
  type RebateRuleInput,
  type RebateSet,
  type Scope,
} from "@dukan/contract";
import { type Actor, customerKinds } from "../accounts/customers-admin.ts";
import { audit } from "../audit/log.ts";
import {
  brandsById,
  categoriesById,
  productLabels,
  productsToPrice,
} from "../catalogue/lookups.ts";
import type { Db } from "../db/client.ts";
import type { FieldMessageKey } from "../locales/index.ts";
import {
  namedTargets,
  previewPrice,
  rebateSetOf,
  replaceRebateSet,
  ruleFields,
  rulesAt,
} from "../pricing/rebate-rules.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";

/** Products a preview shows when the staff name none. */
const PREVIEW_SAMPLE = 12;
const AUDIT_ENTITY = "customer_rebates";

export interface RebateEditorOptions {
  /** Each category's lineage (the catalogue's, kept in memory), for rules on parent categories. */
  categoryLineage: () => Promise<{ lineage: Map<number, number[]> }>;
  /** A customer's rules changed: what this process keeps priced for them is forgotten at once. */
  pricesChanged: (userId: number) => void;
  now?: () => Date;
}

/**
 * The staff's rebate editor (scope `customers`): a customer's whole rule set read and replaced with
 * a version check, previewed on sample products before saving, and copied to other customers. The
 * rules are pricing's (pricing/rebate-rules.ts); they are applied by the one pricing path
 * (pricing/price.ts) in listings, the cart, the checkout and the B2B feeds.
 */
export function rebateEditor(db: Db, options: RebateEditorOptions) {
  const now = options.now ?? (() => new Date());

  async function customer(id: number) {
    const found = (await customerKinds(db, [id])).get(id);
    if (!found) throw new Refusal("not_found");
    return found;
  }

  /** Refuses rules naming a product, brand or category that does not exist, naming the field. */
  async function checkTargets(rules: readonly RebateRuleInput[]): Promise<void> {
    const named = namedTargets(rules);
    const [products, brands, categories] = await Promise.all([
      productLabels(db, named.productIds),
      brandsById(db, named.brandIds),
      categoriesById(db, named.categoryIds),
    ]);
    const fields: Record<string, FieldMessageKey> = {};
    rules.forEach((rule, index) => {
      if (rule.productId !== null && !products.has(rule.productId))
        fields[`rules.${index}.productId`] = "product";
      if (rule.brandId !== null && !brands.has(rule.brandId))
        fields[`rules.${index}.brandId`] = "invalid";
      if (rule.categoryId !== null && !categories.has(rule.categoryId))
        fields[`rules.${index}.categoryId`] = "invalid";
    });
    if (Object.keys(fields).length) throw refuseFields(fields);
  }

  async function read(id: number): Promise<RebateSet> {
    await customer(id);
    return { customerId: id, ...(await rebateSetOf(db, id)) };
  }

  return {
    read,

    /** Replaces the whole set, refused (409) when it changed since `version`; audited with before and after. */
    async replace(
      id: number,
      set: { version: number; rules: RebateRuleInput[] },
      actor: Actor,
    ): Promise<RebateSet> {
      await customer(id);
      await checkTargets(set.rules);
      const after = await db.transaction(async (tx) => {
        const written = await replaceRebateSet(tx, id, set.version, set.rules);
        await audit.record(tx, {
          ...actor,
          action: "rebates.replace",
          entity: AUDIT_ENTITY,
          entityId: id,
          changes: {
            rules: {
              before: written.before.map(ruleFields),
              after: written.after.rules.map(ruleFields),
            },
          },
        });
        return written.after;
      });
      options.pricesChanged(id);
      return { customerId: id, ...after };
    },

    /** The effect of rules not saved yet: sample products without rebates, with the saved rules, with these. */
    async preview(
      id: number,
      request: {
        rules: RebateRuleInput[];
        productIds: number[];
        paymentMethod: string | null;
        quantity: number;
      },
      language: Language,
    ) {
      const who = await customer(id);
      await checkTargets(request.rules);
      const named = namedTargets(request.rules);
      const [saved, products, { lineage }] = await Promise.all([
        rebateSetOf(db, id),
        productsToPrice(
          db,
          {
            ids: request.productIds.length ? request.productIds : named.productIds,
            brandIds: named.brandIds,
            categoryIds: named.categoryIds,
          },
          PREVIEW_SAMPLE,
        ),
        options.categoryLineage(),
      ]);
      const at = now();
      const kind =
        hasPermission(who.scope as Scope, "company") && !who.awaitingApproval
          ? "wholesale"
          : "retail";
      const savedRules = rulesAt(saved.rules, at);
      const editedRules = rulesAt(request.rules, at);
      return products.map((product) => ({
        productId: product.id,
        itemCode: product.itemCode,
        name: language === "en" ? product.nameEn : product.nameHr,
        ...previewPrice(
          { ...product, categoryIds: lineage.get(product.categoryId) ?? [product.categoryId] },
          kind,
          savedRules,
          editedRules,
          request.paymentMethod,
          request.quantity,
        ),
      }));
    },

    /** Copies one customer's rules over those of each of `to` (a group of similar buyers), in one transaction. */
    async copy(from: number, to: readonly number[], actor: Actor): Promise<number> {
      const source = await read(from);
      const targets = [...new Set(to)].filter((id) => id !== from);
      const found = await customerKinds(db, targets);
      const fields: Record<string, FieldMessageKey> = {};
      to.forEach((id, index) => {
        if (id === from || !found.has(id)) fields[`to.${index}`] = "invalid";
      });
      if (Object.keys(fields).length) throw refuseFields(fields);
      const rules = source.rules.map(ruleFields);
      await db.transaction(async (tx) => {
        for (const id of targets) {
          const written = await replaceRebateSet(tx, id, null, rules);
          await audit.record(tx, {
            ...actor,
            action: "rebates.copy",
            entity: AUDIT_ENTITY,
            entityId: id,
            changes: {
              rules: { before: written.before.map(ruleFields), after: rules },
              copiedFrom: { before: null, after: from },
            },
          });
        }
      });
      for (const id of targets) options.pricesChanged(id);
      return targets.length;
    },
  };
}

export type RebateEditor = ReturnType<typeof rebateEditor>;
