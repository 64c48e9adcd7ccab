// Tests and the benchmark only: camt.053 statements and CSV exports written as Croatian banks write them.

export interface FixtureCredit {
  amount: string;
  reference?: string;
  payer?: string;
  text?: string;
  bankRef?: string;
  debit?: boolean;
  date?: string;
  currency?: string;
  status?: string;
}

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A camt.053 statement of `version` (`02` or `08`) with one entry per credit. */
export function camt053(version: "02" | "08", credits: readonly FixtureCredit[]): string {
  const entries = credits
    .map((c, i) => {
      const status =
        version === "02"
          ? `<Sts>${c.status ?? "BOOK"}</Sts>`
          : `<Sts><Cd>${c.status ?? "BOOK"}</Cd></Sts>`;
      const debtor =
        version === "02"
          ? `<Dbtr><Nm>${escape(c.payer ?? "Ivan Kupac")}</Nm></Dbtr>`
          : `<Dbtr><Pty><Nm>${escape(c.payer ?? "Ivan Kupac")}</Nm></Pty></Dbtr>`;
      const reference = c.reference
        ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>HR01</Prtry></CdOrPrtry></Tp><Ref>${escape(c.reference)}</Ref></CdtrRefInf></Strd>`
        : "";
      return `
      <Ntry>
        <NtryRef>${i + 1}</NtryRef>
        <Amt Ccy="${c.currency ?? "EUR"}">${c.amount}</Amt>
        <CdtDbtInd>${c.debit ? "DBIT" : "CRDT"}</CdtDbtInd>
        ${status}
        <BookgDt><Dt>${c.date ?? "2026-11-26"}</Dt></BookgDt>
        <ValDt><Dt>${c.date ?? "2026-11-26"}</Dt></ValDt>
        <AcctSvcrRef>${c.bankRef ?? `BANK-${i + 1}`}</AcctSvcrRef>
        <BkTxCd><Prtry><Cd>PMNT</Cd></Prtry></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties>${debtor}</RltdPties>
          <RmtInf>${c.text ? `<Ustrd>${escape(c.text)}</Ustrd>` : ""}${reference}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-11-27T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-1-1</Id>
      <CreDtTm>2026-11-27T06:00:00</CreDtTm>
      <Acct><Id><IBAN>HR1210010051863000160</IBAN></Id></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** A bank's CSV export: `;`, Croatian amounts, the header row in Croatian. */
export function bankCsv(credits: readonly FixtureCredit[]): string {
  const rows = credits.map((c) =>
    [
      c.date ? c.date.split("-").reverse().join(".") + "." : "26.11.2026.",
      c.debit ? "" : c.amount,
      c.debit ? c.amount : "",
      c.reference ?? "",
      `"${(c.payer ?? "Ivan Kupac").replaceAll('"', '""')}"`,
      `"${(c.text ?? "").replaceAll('"', '""')}"`,
      c.bankRef ?? "",
    ].join(";"),
  );
  return [
    "Datum knjiženja;Uplata;Isplata;Poziv na broj;Platitelj;Opis plaćanja;Referenca banke",
    ...rows,
  ].join("\r\n");
}

/** The column mapping of `bankCsv`. */
export const bankCsvMapping = {
  columns: {
    date: "Datum knjiženja",
    amount: "Uplata",
    debit: "Isplata",
    reference: "Poziv na broj",
    payer: "Platitelj",
    description: "Opis plaćanja",
    bankReference: "Referenca banke",
  },
};
