/** The query key of a customer's change history; the rebate editor renews it after a save. */
export const historyKey = (customerId: number) => ["customer-history", customerId] as const;
