// A known bank-transfer slip for the payments tests.

import type { PaymentSlip } from "./hub3.ts";

export const knownSlip: PaymentSlip = {
  amountCents: 12_345,
  payer: {
    name: "Ivana Horvat-Kovačević",
    street: "Ulica kneza Mislava 12",
    place: "10000 Zagreb",
  },
  recipient: { name: "Dućan d.o.o.", street: "Savska cesta 41", place: "10000 Zagreb" },
  iban: "HR1210010051863000160",
  model: "HR01",
  reference: "2026-000123-6",
  purposeCode: "OTHR",
  description: "Narudžba 2026-000123",
};
