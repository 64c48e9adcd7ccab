import type { SectionMessages } from "../i18n/sections.ts";

/** The dashboard's texts (the app's home), both languages. */
const hr = {
  dukan: {
    dashboard: {
      loading: "Učitavanje pregleda…",
      failed: "Pregled se nije mogao učitati: %{message}",
      sales: {
        title: "Prodaja",
        today: "Danas",
        week: "Ovaj tjedan",
        month: "Ovaj mjesec",
        figure: "Pokazatelj",
        now: "Sada",
        last_year: "Prošle godine",
        change: "Promjena",
        orders: "Narudžbe",
        orders_link:
          "%{smart_count} narudžba – %{period} |||| %{smart_count} narudžbe – %{period} |||| %{smart_count} narudžbi – %{period}",
        net: "Prihod bez PDV-a",
        gross: "Prihod s PDV-om",
        no_change: "—",
        note: "Otkazane narudžbe se ne broje. Prošla godina: isti kalendarski dani do istog doba dana.",
      },
      chart: {
        title: "Zadnjih 30 dana i isti dani prošle godine",
        show: "Prikaži",
        this_year: "Ove godine",
        last_year: "Prošle godine",
        summary:
          "%{measure} od %{from} do %{to}: ukupno %{total}; isti dani prošle godine: %{lastYear}.",
        table: "Podaci grafikona kao tablica",
        day: "Dan",
        last_year_day: "Dan prošle godine",
      },
      waiting: {
        title: "Narudžbe koje čekaju",
        empty: "Nijedna narudžba ne čeka.",
        status: "Stanje",
        count: "Broj",
        open: "%{status}: %{smart_count} narudžba |||| %{status}: %{smart_count} narudžbe |||| %{status}: %{smart_count} narudžbi",
      },
      unpaid: {
        title: "Neplaćene narudžbe virmanom",
        age: "Starost",
        count: "Broj",
        total: "Iznos",
        ages: {
          "0-2": "0–2 dana",
          "3-5": "3–5 dana",
          "6-8": "6–8 dana",
          "9+": "9 i više dana",
        },
        open: "Otvori popis (%{age})",
      },
      companies: {
        title: "Tvrtke čekaju odobrenje",
        count:
          "%{smart_count} tvrtka čeka odobrenje. |||| %{smart_count} tvrtke čekaju odobrenje. |||| %{smart_count} tvrtki čeka odobrenje.",
        registered: "registrirana %{date}",
        all: "Sve tvrtke koje čekaju",
      },
      inquiries: {
        title: "Novi upiti i poruke",
        count:
          "%{smart_count} nov razgovor bez odgovora. |||| %{smart_count} nova razgovora bez odgovora. |||| %{smart_count} novih razgovora bez odgovora.",
        all: "Svi novi u pristigloj pošti",
      },
      low_stock: {
        title: "Proizvodi pri kraju zalihe",
        count:
          "%{smart_count} proizvod ima manje od %{threshold} kom. |||| %{smart_count} proizvoda imaju manje od %{threshold} kom. |||| %{smart_count} proizvoda ima manje od %{threshold} kom.",
        item_code: "Šifra",
        name: "Proizvod",
        stock: "Zaliha",
      },
      none: "Ništa.",
    },
  },
};

const en: typeof hr = {
  dukan: {
    dashboard: {
      loading: "Loading the overview…",
      failed: "The overview could not be loaded: %{message}",
      sales: {
        title: "Sales",
        today: "Today",
        week: "This week",
        month: "This month",
        figure: "Figure",
        now: "Now",
        last_year: "Last year",
        change: "Change",
        orders: "Orders",
        orders_link: "%{smart_count} order – %{period} |||| %{smart_count} orders – %{period}",
        net: "Revenue without VAT",
        gross: "Revenue with VAT",
        no_change: "—",
        note: "Cancelled orders do not count. Last year: the same calendar days up to the same time of day.",
      },
      chart: {
        title: "The last 30 days and the same days last year",
        show: "Show",
        this_year: "This year",
        last_year: "Last year",
        summary:
          "%{measure} from %{from} to %{to}: %{total} in all; the same days last year: %{lastYear}.",
        table: "The chart's data as a table",
        day: "Day",
        last_year_day: "Last year's day",
      },
      waiting: {
        title: "Orders waiting",
        empty: "No order is waiting.",
        status: "Status",
        count: "Count",
        open: "%{status}: %{smart_count} order |||| %{status}: %{smart_count} orders",
      },
      unpaid: {
        title: "Unpaid bank-transfer orders",
        age: "Age",
        count: "Count",
        total: "Amount",
        ages: {
          "0-2": "0–2 days",
          "3-5": "3–5 days",
          "6-8": "6–8 days",
          "9+": "9 days or more",
        },
        open: "Open the list (%{age})",
      },
      companies: {
        title: "Companies waiting for approval",
        count:
          "%{smart_count} company is waiting for approval. |||| %{smart_count} companies are waiting for approval.",
        registered: "registered %{date}",
        all: "All companies waiting",
      },
      inquiries: {
        title: "New inquiries and messages",
        count:
          "%{smart_count} new conversation without a reply. |||| %{smart_count} new conversations without a reply.",
        all: "All new ones in the inbox",
      },
      low_stock: {
        title: "Products running low",
        count:
          "%{smart_count} product has fewer than %{threshold} pieces. |||| %{smart_count} products have fewer than %{threshold} pieces.",
        item_code: "Item code",
        name: "Product",
        stock: "Stock",
      },
      none: "Nothing.",
    },
  },
};

export const dashboardMessages: SectionMessages = { hr, en };
