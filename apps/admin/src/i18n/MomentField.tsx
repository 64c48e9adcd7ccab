import { Typography } from "@mui/material";
import { type FieldProps, useFieldValue, useLocaleState, useTranslate } from "react-admin";
import { momentText } from "./moments.ts";

/**
 * A list's moment: its day, or with `showTime` its date and time, in the staff's language and in
 * Zagreb's time whatever the computer's zone (moments.ts says why), written by `momentText` as
 * every other screen writes time (react-admin's `<DateField>` would add seconds).
 */
export function MomentField({
  showTime = false,
  emptyText,
  ...props
}: FieldProps & { source: string; showTime?: boolean }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const value: unknown = useFieldValue(props);
  const moment = typeof value === "string" && value !== "" ? value : null;
  return (
    <Typography component="span" variant="body2">
      {moment ? (
        <time dateTime={moment}>{momentText(moment, locale, showTime ? "date-time" : "date")}</time>
      ) : emptyText ? (
        translate(emptyText, { _: emptyText })
      ) : null}
    </Typography>
  );
}
