// Croatian IBAN check: `HR`, two check digits and the 17-digit bank and account number, mod 97 = 1.

export function isValidCroatianIban(iban: string): boolean {
  if (!/^HR\d{19}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + "1727" + iban.slice(2, 4); // H = 17, R = 27
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
