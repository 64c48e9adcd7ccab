import type { SectionMessages } from "../i18n/sections.ts";

/** The ERP deliveries section's texts (resources["erp/deliveries"], dukan.erp). */
export const erpMessages: SectionMessages = {
  hr: {
    resources: {
      "erp/deliveries": {
        name: "Slanje u ERP |||| Slanja u ERP |||| Slanja u ERP",
        fields: {
          orderNumber: "Narudžba",
          event: "Događaj",
          status: "Stanje",
          attempts: "Pokušaja",
          lastAttemptAt: "Zadnji pokušaj",
          lastStatus: "HTTP odgovor",
          lastError: "Zadnja pogreška",
          nextAttemptAt: "Sljedeći pokušaj",
          deliveredAt: "Isporučeno",
        },
      },
    },
    dukan: {
      erp: {
        statuses: { pending: "Čeka", delivered: "Isporučeno", failed: "Neuspjelo" },
        events: { placed: "Naručena", changed: "Promijenjena" },
        actions: "Radnje",
        resend: "Pošalji ponovno",
        resend_title: "Ponovno poslati narudžbu %{number} u ERP?",
        resend_content:
          "Narudžba se šalje ponovno u sljedećem krugu (za nekoliko sekundi), s novim brojem pokušaja. ERP je prepoznaje po broju narudžbe.",
        resent: "Narudžba %{number} ponovno je u redu za slanje.",
        resent_off:
          "Narudžba %{number} ponovno je u redu, ali slanje u ERP je isključeno: otići će kad se uključi.",
        none: "Još nijedna narudžba nije predana ERP-u.",
        help: "Svaka nova narudžba ovdje se pojavljuje čim je naručena i šalje se na adresu ERP-a iz postavki, a zatim i svaka njezina promjena stanja, plaćanja ili iznosa.",
        off: {
          title: "Slanje narudžbi u ERP je isključeno",
          body: "Adresa ERP-a ili tajna za potpis nije upisana, pa se narudžbe ne šalju: čekaju ovdje i otići će same čim se slanje uključi.",
          link: "Uključite ga u postavkama (ERP).",
          ask_admin: "Uključuje ga administrator u postavkama (ERP).",
        },
      },
    },
  },
  en: {
    resources: {
      "erp/deliveries": {
        name: "ERP delivery |||| ERP deliveries",
        fields: {
          orderNumber: "Order",
          event: "Event",
          status: "Status",
          attempts: "Attempts",
          lastAttemptAt: "Last attempt",
          lastStatus: "HTTP answer",
          lastError: "Last error",
          nextAttemptAt: "Next attempt",
          deliveredAt: "Delivered",
        },
      },
    },
    dukan: {
      erp: {
        statuses: { pending: "Waiting", delivered: "Delivered", failed: "Failed" },
        events: { placed: "Placed", changed: "Changed" },
        actions: "Actions",
        resend: "Resend",
        resend_title: "Send order %{number} to the ERP again?",
        resend_content:
          "The order is posted again in the next round (within seconds), with a fresh count of attempts. The ERP knows it by its order number.",
        resent: "Order %{number} is queued for the ERP again.",
        resent_off:
          "Order %{number} is queued again, but sending to the ERP is off: it goes out once it is on.",
        none: "No order has been handed to the ERP yet.",
        help: "Every new order shows here as soon as it is placed and is posted to the ERP's address from the settings, then each change of its status, payment or total.",
        off: {
          title: "Sending orders to the ERP is off",
          body: "The ERP's address or signing secret is not set, so orders are not posted: they wait here and go out by themselves once sending is on.",
          link: "Turn it on in the settings (ERP).",
          ask_admin: "An administrator turns it on in the settings (ERP).",
        },
      },
    },
  },
};
