import type { SectionMessages } from "../i18n/sections.ts";

/** The inbox's texts (list, conversation page, reply, assign, close), both languages. */
const hr = {
  resources: {
    inbox: {
      name: "Razgovor |||| Pristigla pošta |||| Pristigla pošta",
      fields: {
        id: "Oznaka",
        q: "Traži",
        kind: "Vrsta",
        status: "Stanje",
        name: "Pošiljatelj",
        email: "E-adresa",
        company: "Tvrtka",
        subject: "Predmet",
        itemCode: "Šifra artikla",
        quantity: "Količina",
        assignedTo: "Dodijeljeno",
        replies: "Odgovori",
        createdAt: "Primljeno",
        updatedAt: "Promijenjeno",
        createdFrom: "Primljeno od dana",
        createdTo: "Primljeno do dana",
      },
    },
  },
  dukan: {
    inbox: {
      statuses: { new: "Novo", answered: "Odgovoreno", closed: "Zatvoreno" },
      kinds: { message: "Poruka", inquiry: "Upit" },
      assigned: { me: "Meni", none: "Nikome" },
      nobody: "nitko",
      languages: { hr: "hrvatski", en: "engleski" },
      replies_count:
        "%{smart_count} odgovor |||| %{smart_count} odgovora |||| %{smart_count} odgovora",
      thread: "Razgovor",
      thread_count:
        "%{smart_count} poruka u razgovoru |||| %{smart_count} poruke u razgovoru |||| %{smart_count} poruka u razgovoru",
      from_customer: "%{name} (kupac)",
      from_staff: "%{name} (osoblje)",
      removed_staff: "bivši član osoblja",
      written_in: "Napisano na jeziku: %{language}",
      reply: {
        title: "Odgovor",
        label: "Vaš odgovor",
        help: "Šalje se e-poštom na %{email}, na jeziku kupca (%{language}), s potpisom trgovine. Razgovor se čuva ovdje.",
        close: "Zatvori razgovor nakon odgovora",
        send: "Pošalji odgovor",
        sent: "Odgovor je poslan kupcu na %{email}.",
        empty: "Napišite odgovor.",
        too_long:
          "Odgovor smije imati najviše %{smart_count} znak. |||| Odgovor smije imati najviše %{smart_count} znaka. |||| Odgovor smije imati najviše %{smart_count} znakova.",
        length: "%{count} / %{max} znakova",
        closed: "Razgovor je zatvoren. Ponovno ga otvorite da biste odgovorili.",
      },
      customer: {
        title: "Kupac",
        phone: "Telefon",
        language: "Jezik",
        account: "Korisnički račun",
        open_account: "Otvori kupca br. %{id}",
        no_account: "nije prijavljen (poslano bez računa)",
      },
      product: {
        title: "Proizvod",
        item_code: "Šifra artikla",
        quantity: "Tražena količina",
        pieces: "%{smart_count} kom. |||| %{smart_count} kom. |||| %{smart_count} kom.",
        find: "Potraži u trgovini",
        removed: "Proizvod više nije u katalogu.",
      },
      history: {
        title: "Ranije poruke kupca",
        empty: "Kupac nema drugih poruka ni upita.",
      },
      assign: {
        title: "Dodjela",
        label: "Dodijeli članu osoblja",
        nobody: "Nikome",
        me: "%{name} (ja)",
        save: "Dodijeli",
        done: "Razgovor je dodijeljen: %{name}.",
        cleared: "Razgovor više nije dodijeljen nikome.",
      },
      actions: {
        close: "Zatvori razgovor",
        reopen: "Ponovno otvori",
        closed: "Razgovor je zatvoren.",
        reopened: "Razgovor je ponovno otvoren.",
      },
      conflict: {
        title: "Netko je u međuvremenu promijenio ovaj razgovor",
        body: "Prikazano je trenutno stanje (novi odgovori, dodjela, stanje). Vaš napisani tekst je sačuvan: provjerite ga i pošaljite ponovno.",
      },
      back: "Natrag na popis",
    },
  },
};

const en: typeof hr = {
  resources: {
    inbox: {
      name: "Conversation |||| Inbox",
      fields: {
        id: "Id",
        q: "Search",
        kind: "Kind",
        status: "Status",
        name: "From",
        email: "E-mail",
        company: "Company",
        subject: "Subject",
        itemCode: "Item code",
        quantity: "Quantity",
        assignedTo: "Assigned to",
        replies: "Replies",
        createdAt: "Received",
        updatedAt: "Changed",
        createdFrom: "Received from",
        createdTo: "Received until",
      },
    },
  },
  dukan: {
    inbox: {
      statuses: { new: "New", answered: "Answered", closed: "Closed" },
      kinds: { message: "Message", inquiry: "Inquiry" },
      assigned: { me: "Me", none: "Nobody" },
      nobody: "nobody",
      languages: { hr: "Croatian", en: "English" },
      replies_count: "%{smart_count} reply |||| %{smart_count} replies",
      thread: "Conversation",
      thread_count:
        "%{smart_count} message in the conversation |||| %{smart_count} messages in the conversation",
      from_customer: "%{name} (customer)",
      from_staff: "%{name} (staff)",
      removed_staff: "former staff member",
      written_in: "Written in: %{language}",
      reply: {
        title: "Reply",
        label: "Your reply",
        help: "Mailed to %{email} in the customer's language (%{language}) with the shop's signature. The conversation is kept here.",
        close: "Close the conversation after replying",
        send: "Send reply",
        sent: "The reply went to %{email}.",
        empty: "Write a reply.",
        too_long:
          "A reply may have at most %{smart_count} character. |||| A reply may have at most %{smart_count} characters.",
        length: "%{count} / %{max} characters",
        closed: "The conversation is closed. Reopen it to reply.",
      },
      customer: {
        title: "Customer",
        phone: "Phone",
        language: "Language",
        account: "Account",
        open_account: "Open customer no. %{id}",
        no_account: "not logged in (sent without an account)",
      },
      product: {
        title: "Product",
        item_code: "Item code",
        quantity: "Quantity asked",
        pieces: "%{smart_count} pc |||| %{smart_count} pcs",
        find: "Find in the shop",
        removed: "The product is no longer in the catalogue.",
      },
      history: {
        title: "The customer's earlier messages",
        empty: "The customer has no other messages or inquiries.",
      },
      assign: {
        title: "Assignment",
        label: "Assign to a staff member",
        nobody: "Nobody",
        me: "%{name} (me)",
        save: "Assign",
        done: "The conversation is assigned to %{name}.",
        cleared: "The conversation is no longer assigned to anyone.",
      },
      actions: {
        close: "Close conversation",
        reopen: "Reopen",
        closed: "The conversation is closed.",
        reopened: "The conversation is open again.",
      },
      conflict: {
        title: "Someone changed this conversation meanwhile",
        body: "Its current state is shown (new replies, assignment, status). Your text is kept: check it and send again.",
      },
      back: "Back to the list",
    },
  },
};

export const inboxMessages: SectionMessages = { hr, en };
