import type { SectionMessages } from "../i18n/sections.ts";

/** The newsletter section's texts (resources["newsletter/subscribers"], ["newsletter/campaigns"], dukan.newsletters). */
export const newsletterMessages: SectionMessages = {
  hr: {
    resources: {
      "newsletter/subscribers": {
        name: "Pretplatnik |||| Pretplatnici |||| Pretplatnici",
        fields: {
          q: "Adresa počinje s",
          email: "E-pošta",
          language: "Jezik",
          status: "Status",
          source: "Izvor",
          consentAt: "Privola",
          confirmedAt: "Potvrđeno",
          unsubscribedAt: "Odjava",
          consentFrom: "Privola od",
          consentTo: "Privola do",
        },
      },
      "newsletter/campaigns": {
        name: "Newsletter |||| Newsletteri |||| Newsletteri",
        fields: {
          id: "Br.",
          subject: { hr: "Naslov (hrvatski)", en: "Naslov (engleski)" },
          html: { hr: "Tekst (hrvatski)", en: "Tekst (engleski)" },
          ratePerMinute: "Poruka u minuti",
          status: "Status",
          sentAt: "Poslan",
          progress: "Napredak",
          updatedAt: "Promijenjen",
        },
      },
    },
    dukan: {
      newsletters: {
        export: "Preuzmi CSV",
        languages: { hr: "hrvatski", en: "engleski" },
        statuses: {
          pending: "Čeka potvrdu",
          subscribed: "Prijavljen",
          unsubscribed: "Odjavljen",
        },
        sources: {
          footer: "Obrazac",
          registration: "Registracija",
          profile: "Profil",
          staff: "Osoblje",
        },
        campaign_statuses: { draft: "Skica", sent: "Poslan" },
        none: "Još nema nijednog newslettera.",
        no_subscribers: "Još nema pretplatnika.",
        no_subscribers_help:
          "Kupci se pretplaćuju u podnožju svake stranice trgovine, na stranici Newsletter, pri registraciji ili u profilu; pretplata vrijedi kad potvrde adresu iz poslane poruke.",
        none_help:
          "Newsletter napišite na oba jezika, pošaljite probu sebi, a zatim ga pošaljite svim potvrđenim pretplatnicima.",
        create: "Novi newsletter",
        compose_title: "Novi newsletter",
        edit_title: "Uređivanje newslettera",
        show_title: "Newsletter: %{subject}",
        rate_help:
          "Koliko poruka u minuti šaljemo; svaka poruka čeka svoj red, pa poslužitelj pošte nije preopterećen.",
        html_help:
          "Tekst se na poslužitelju čisti kao na informativnim stranicama: skripte i stilovi se uklanjaju, a slike iz medijateke ostaju.",
        preview: "Pregled",
        edit: "Uredi",
        test: {
          title: "Proba",
          help: "Proba stiže na vašu adresu (%{email}) s oznakom [PROBA] u naslovu.",
          language: "Jezik probe",
          both: "oba jezika",
          send: "Pošalji probu sebi",
          sent: "Proba je poslana na %{email}.",
        },
        send: {
          button: "Pošalji newsletter",
          title: "Poslati newsletter?",
          content:
            "Newsletter će primiti %{smart_count} potvrđeni pretplatnik, svatko na svom jeziku. Slanje se ne može poništiti ni ponoviti. |||| Newsletter će primiti %{smart_count} potvrđena pretplatnika, svatko na svom jeziku. Slanje se ne može poništiti ni ponoviti. |||| Newsletter će primiti %{smart_count} potvrđenih pretplatnika, svatko na svom jeziku. Slanje se ne može poništiti ni ponoviti.",
          audience:
            "Sada ga čeka %{smart_count} potvrđeni pretplatnik. |||| Sada ga čekaju %{smart_count} potvrđena pretplatnika. |||| Sada ga čeka %{smart_count} potvrđenih pretplatnika.",
          done: "Newsletter je predan na slanje.",
          sent_note: "Poslan %{date}. Poslani newsletter se više ne mijenja.",
        },
        progress: {
          title: "Napredak slanja",
          queued: "U redu za slanje",
          waiting: "Čeka svoj red",
          sent: "Poslano",
          failed: "Nije uspjelo",
          withdrawn: "Nije poslano (odjava prije slanja)",
          unsubscribedSince: "Odjavljeni od slanja",
          summary:
            "Poslano %{sent} od %{smart_count} poruke |||| Poslano %{sent} od %{smart_count} poruke |||| Poslano %{sent} od %{smart_count} poruka",
          refreshing: "Brojke se osvježavaju svakih nekoliko sekundi dok slanje traje.",
        },
        conflict_hint: "Učitajte newsletter ponovno i ponovite izmjenu.",
      },
    },
  },
  en: {
    resources: {
      "newsletter/subscribers": {
        name: "Subscriber |||| Subscribers",
        fields: {
          q: "Address starts with",
          email: "E-mail",
          language: "Language",
          status: "Status",
          source: "Source",
          consentAt: "Consent",
          confirmedAt: "Confirmed",
          unsubscribedAt: "Unsubscribed",
          consentFrom: "Consent from",
          consentTo: "Consent to",
        },
      },
      "newsletter/campaigns": {
        name: "Newsletter |||| Newsletters",
        fields: {
          id: "No.",
          subject: { hr: "Subject (Croatian)", en: "Subject (English)" },
          html: { hr: "Text (Croatian)", en: "Text (English)" },
          ratePerMinute: "Mails a minute",
          status: "Status",
          sentAt: "Sent",
          progress: "Progress",
          updatedAt: "Changed",
        },
      },
    },
    dukan: {
      newsletters: {
        export: "Download CSV",
        languages: { hr: "Croatian", en: "English" },
        statuses: {
          pending: "Awaiting confirmation",
          subscribed: "Subscribed",
          unsubscribed: "Unsubscribed",
        },
        sources: {
          footer: "Form",
          registration: "Registration",
          profile: "Profile",
          staff: "Staff",
        },
        campaign_statuses: { draft: "Draft", sent: "Sent" },
        none: "No newsletter yet.",
        no_subscribers: "No subscriber yet.",
        no_subscribers_help:
          "Customers subscribe in the footer of every page of the shop, on the Newsletter page, when registering or in their profile; a subscription holds once they confirm their address from the mail sent.",
        none_help:
          "Write the newsletter in both languages, send yourself a test, then send it to every confirmed subscriber.",
        create: "New newsletter",
        compose_title: "New newsletter",
        edit_title: "Edit newsletter",
        show_title: "Newsletter: %{subject}",
        rate_help:
          "How many mails go out a minute; each mail waits for its turn, so the mail server is not flooded.",
        html_help:
          "The text is cleaned on the server as the information pages are: scripts and styles are removed; pictures from the shop's media library stay.",
        preview: "Preview",
        edit: "Edit",
        test: {
          title: "Test",
          help: "The test goes to your own address (%{email}) with [TEST] in its subject.",
          language: "Language of the test",
          both: "both languages",
          send: "Send me a test",
          sent: "The test was sent to %{email}.",
        },
        send: {
          button: "Send newsletter",
          title: "Send the newsletter?",
          content:
            "%{smart_count} confirmed subscriber will receive the newsletter, in their language. Sending cannot be undone or repeated. |||| %{smart_count} confirmed subscribers will receive the newsletter, each in their language. Sending cannot be undone or repeated.",
          audience:
            "%{smart_count} confirmed subscriber would receive it now. |||| %{smart_count} confirmed subscribers would receive it now.",
          done: "The newsletter is handed over for sending.",
          sent_note: "Sent %{date}. A sent newsletter no longer changes.",
        },
        progress: {
          title: "Sending progress",
          queued: "Queued",
          waiting: "Waiting for its turn",
          sent: "Sent",
          failed: "Failed",
          withdrawn: "Not sent (unsubscribed before)",
          unsubscribedSince: "Unsubscribed since",
          summary: "Sent %{sent} of %{smart_count} mail |||| Sent %{sent} of %{smart_count} mails",
          refreshing: "The figures refresh every few seconds while sending goes on.",
        },
        conflict_hint: "Load the newsletter again and repeat your change.",
      },
    },
  },
};
