import type {
  AdminNewsletterSubscriber,
  AdminNewsletterSubscriberQuery,
  Language,
} from "@dukan/contract";
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { zagrebDayStart } from "../calendar/zagreb.ts";
import type { Db } from "../db/client.ts";
import { likeLiteral } from "../db/like.ts";
import { newsletterSubscribers as s } from "./schema.ts";

type Filters = Omit<AdminNewsletterSubscriberQuery, "page" | "perPage">;

function conditions(query: Filters): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(s.status, query.status));
  if (query.language) parts.push(eq(s.language, query.language));
  if (query.source) parts.push(eq(s.source, query.source));
  if (query.consentFrom) parts.push(gte(s.consentAt, zagrebDayStart(query.consentFrom)));
  if (query.consentTo) parts.push(lt(s.consentAt, zagrebDayStart(query.consentTo, 1)));
  const q = query.q?.trim().toLowerCase();
  if (q) parts.push(sql`${s.email} like ${`${likeLiteral(q)}%`}`);
  return parts.length > 0 ? and(...parts) : undefined;
}

const sortColumns = { id: s.id, email: s.email, consentAt: s.consentAt, status: s.status };

function ordering(query: Filters) {
  const direction = query.order === "ASC" ? asc : desc;
  return [direction(sortColumns[query.sort]), direction(s.id)];
}

const columns = {
  id: s.id,
  email: s.email,
  language: s.language,
  status: s.status,
  source: s.source,
  consentAt: s.consentAt,
  confirmedAt: s.confirmedAt,
  unsubscribedAt: s.unsubscribedAt,
};

type Row = Pick<typeof s.$inferSelect, keyof typeof columns>;

const toRecord = (row: Row): AdminNewsletterSubscriber => ({
  ...row,
  consentAt: row.consentAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/** The staff's list of subscribers: filtered, searched by the address's start, sorted, a page. */
export async function subscriberList(db: Db, query: AdminNewsletterSubscriberQuery) {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(s)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return { data: rows.map(toRecord), total: total?.n ?? 0 };
}

const CSV_BATCH = 1000;

const heads: Record<Language, string[]> = {
  hr: ["E-pošta", "Jezik", "Status", "Izvor", "Privola", "Potvrđeno", "Odjava"],
  en: ["E-mail", "Language", "Status", "Source", "Consent", "Confirmed", "Unsubscribed"],
};
const statusWords: Record<Language, Record<Row["status"], string>> = {
  hr: { pending: "Čeka potvrdu", subscribed: "Prijavljen", unsubscribed: "Odjavljen" },
  en: { pending: "Awaiting confirmation", subscribed: "Subscribed", unsubscribed: "Unsubscribed" },
};
const sourceWords: Record<Language, Record<Row["source"], string>> = {
  hr: { footer: "Obrazac", registration: "Registracija", profile: "Profil", staff: "Osoblje" },
  en: { footer: "Form", registration: "Registration", profile: "Profile", staff: "Staff" },
};

const zagrebTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Zagreb",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const time = (at: Date | null) => (at ? zagrebTime.format(at) : "");

/**
 * The filtered list (every page, the list's sort) as the cells of a CSV: a head row in `language`
 * and a row a subscriber, read in batches. The caller writes them with the shop's CSV writer.
 */
export async function* subscriberCsvRows(
  db: Db,
  query: Filters,
  language: Language,
): AsyncGenerator<string[][]> {
  const where = conditions(query);
  yield [heads[language]];
  for (let offset = 0; ; offset += CSV_BATCH) {
    const rows = await db
      .select(columns)
      .from(s)
      .where(where)
      .orderBy(...ordering(query))
      .limit(CSV_BATCH)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.email,
      r.language,
      statusWords[language][r.status],
      sourceWords[language][r.source],
      time(r.consentAt),
      time(r.confirmedAt),
      time(r.unsubscribedAt),
    ]);
    if (rows.length < CSV_BATCH) return;
  }
}
