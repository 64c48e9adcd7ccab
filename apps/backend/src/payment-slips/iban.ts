// Croatian IBAN check (`HR`, two check digits and the 17-digit bank and account number, mod 97 = 1):
// defined once in the contract, where the settings' IBAN is checked too.
export { isValidCroatianIban } from "@dukan/contract";
