/** The orders list: react-admin's name for orders, the list's columns and filters, its export. */
const hr = {
  resource: {
    name: "Narudžba |||| Narudžbe |||| Narudžbe",
    fields: {
      q: "Traži (broj, kupac, e-adresa, OIB)",
      number: "Broj",
      created_at: "Naručeno",
      status: "Stanje",
      payment_status: "Plaćanje",
      payment_method: "Način plaćanja",
      delivery_method: "Dostava",
      buyer_type: "Kupac je",
      buyer_name: "Kupac",
      customer_id: "Broj kupca",
      created_from: "Naručeno od dana",
      created_to: "Naručeno do dana",
      total_from: "Iznos od (EUR)",
      total_to: "Iznos do (EUR)",
      total_cents: "Ukupno",
    },
  },
  export: "Izvoz u CSV",
};

const en: typeof hr = {
  resource: {
    name: "Order |||| Orders",
    fields: {
      q: "Search (number, customer, e-mail, OIB)",
      number: "Number",
      created_at: "Placed",
      status: "Status",
      payment_status: "Payment",
      payment_method: "Payment method",
      delivery_method: "Delivery",
      buyer_type: "Buyer is",
      buyer_name: "Buyer",
      customer_id: "Customer no.",
      created_from: "Placed from",
      created_to: "Placed until",
      total_from: "Total from (EUR)",
      total_to: "Total to (EUR)",
      total_cents: "Total",
    },
  },
  export: "Export CSV",
};

export const orderListTexts = { hr, en };
