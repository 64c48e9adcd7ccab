import { maxLength, required, useTranslate } from "react-admin";
import { RichTextInput } from "../editor/RichTextEditor.tsx";
import { useMediaLibrary } from "../media-library/useMediaLibrary.ts";

const HTML_MAX = 200_000;

/** A campaign's text in one language in the shared rich-text editor (HTML, sanitised by the server when saved). */
export function HtmlInput({ source }: { source: string }) {
  const translate = useTranslate();
  const mediaLibrary = useMediaLibrary();
  return (
    <RichTextInput
      source={source}
      mediaLibrary={mediaLibrary}
      validate={[required(), maxLength(HTML_MAX)]}
      helperText={translate("dukan.newsletters.html_help")}
    />
  );
}
