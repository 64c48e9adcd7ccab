import type { ContactMessage, Inquiry, InquiryInput, Language } from "@dukan/contract";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { activeProductByItemCode } from "../catalogue/lookups.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { SettingsStore } from "../settings/store.ts";
import { contactMessages, inquiries } from "./schema.ts";
import { CONTACT_MESSAGE_MAIL, enqueueStaffMail, INQUIRY_MAIL } from "./staff-mails.ts";

export interface ContactOptions {
  /** Where the staff's mails go (STAFF_EMAIL); unset: the shop's contact e-mail from the site settings. */
  staffEmail?: string | undefined;
  settings: SettingsStore;
  /** Called after a transaction that queued mail commits (wakes the mail worker). */
  onMailQueued?: () => void;
}

/** How many of a customer's inquiries the profile lists, newest first. */
export const INQUIRIES_LISTED = 100;

/**
 * Messages from the contact form and inquiries about a product: each stored and its mail to the
 * staff queued in one transaction (both or neither), the mail written when it is sent.
 */
export function contactService(db: Db, options: ContactOptions) {
  const mailQueued = options.onMailQueued ?? (() => {});
  const staffAddress = async () =>
    options.staffEmail ?? (await options.settings.get("contact")).email;

  return {
    async sendMessage(
      message: ContactMessage,
      language: Language,
      userId: number | null,
    ): Promise<void> {
      const to = await staffAddress();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            userId,
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
            language,
          })
          .returning({ id: contactMessages.id });
        if (!row) throw new Error("contact message not stored");
        await enqueueStaffMail(tx, CONTACT_MESSAGE_MAIL, to, row.id);
      });
      mailQueued();
    },

    /** An inquiry about an active product, named by its item code (`wrong_item_code` otherwise); the product's code and name kept as they are now. */
    async sendInquiry(
      inquiry: InquiryInput,
      language: Language,
      userId: number | null,
    ): Promise<void> {
      const product = await activeProductByItemCode(db, inquiry.item_code);
      if (!product) throw new Refusal("wrong_item_code", { item_code: "item_code" });
      const to = await staffAddress();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inquiries)
          .values({
            userId,
            productId: product.id,
            itemCode: product.itemCode,
            productName: language === "en" ? product.nameEn || product.nameHr : product.nameHr,
            quantity: inquiry.quantity,
            name: inquiry.name,
            email: inquiry.email,
            phone: inquiry.phone,
            company: inquiry.company,
            message: inquiry.message,
            language,
          })
          .returning({ id: inquiries.id });
        if (!row) throw new Error("inquiry not stored");
        await enqueueStaffMail(tx, INQUIRY_MAIL, to, row.id);
      });
      mailQueued();
    },

    /** The customer's own inquiries, newest first. */
    async inquiriesOf(userId: number): Promise<Inquiry[]> {
      const rows = await db
        .select()
        .from(inquiries)
        .where(eq(inquiries.userId, userId))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(INQUIRIES_LISTED);
      return rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        item_code: row.itemCode,
        product_name: row.productName,
        quantity: row.quantity,
        message: row.message,
        status: row.status,
      }));
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
