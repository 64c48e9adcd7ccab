import { DateField, type DateFieldProps, useLocaleState } from "react-admin";
import { shopTime } from "./moments.ts";

/**
 * react-admin's `<DateField>` for a moment: in the staff's language and in Zagreb's time, whatever
 * the computer's zone (moments.ts says why). Every list shows its moments through this field.
 */
export function MomentField(props: Omit<DateFieldProps, "options" | "locales">) {
  const [locale] = useLocaleState();
  return <DateField {...props} options={shopTime} locales={locale} />;
}
