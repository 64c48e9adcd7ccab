import { maxLength, required, TextInput, useTranslate } from "react-admin";

const HTML_MAX = 200_000;

/** A campaign's text in one language, as HTML (sanitised by the server when saved). */
export function HtmlInput({ source }: { source: string }) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      multiline
      minRows={8}
      fullWidth
      validate={[required(), maxLength(HTML_MAX)]}
      helperText={translate("dukan.newsletters.html_help")}
    />
  );
}
