import { Box, FormHelperText, Typography } from "@mui/material";
import { EditorContent, useEditor } from "@tiptap/react";
import { type ReactNode, useEffect, useId, useState } from "react";
import {
  type InputProps,
  useInput,
  useResourceContext,
  useTranslate,
  ValidationError,
} from "react-admin";
import { ImageDialog, LinkDialog, type MediaItem } from "./Dialogs.tsx";
import { editorExtensions } from "./extensions.ts";
import { Toolbar } from "./Toolbar.tsx";
import { normaliseEmpty } from "./urls.ts";

export type { MediaItem } from "./Dialogs.tsx";

export interface RichTextEditorProps {
  /** The HTML shown; when it changes from outside (another record) the editor shows the new one. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The field's visible name (also the editing area's accessible name). */
  label: ReactNode;
  /** The editing area's accessible name when `label` is not plain text. */
  ariaLabel?: string;
  helperText?: ReactNode;
  error?: boolean;
  /** Pictures already uploaded, offered by the picture dialog. */
  mediaLibrary?: readonly MediaItem[];
}

/**
 * A rich-text editor (tiptap) writing the HTML the server's sanitiser keeps: headings, bold,
 * italic, lists, quotes, links, tables and pictures of the shop's media (extensions.ts). Its
 * toolbar is one tab stop moved through with the arrow keys; Tab leaves the text, as it does in
 * any text field. CSP: ProseMirror sets style attributes through the DOM (allowed by the app's
 * policy: style-src 'unsafe-inline'); no inline script, nothing loaded from elsewhere.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  ariaLabel,
  helperText,
  error,
  mediaLibrary,
}: RichTextEditorProps) {
  const translate = useTranslate();
  const labelId = useId();
  const helperId = useId();
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        ...(ariaLabel
          ? { "aria-label": translate("dukan.editor.content", { label: ariaLabel }) }
          : { "aria-labelledby": labelId }),
        ...(helperText ? { "aria-describedby": helperId } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(normaliseEmpty(e.getHTML())),
    onBlur: () => onBlur?.(),
  });

  // A value changed from outside (the record loaded, the form reset) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (normaliseEmpty(editor.getHTML()) !== (value ?? ""))
      editor.commands.setContent(value ?? "", { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const closeDialog = () => {
    setDialog(null);
    editor.commands.focus();
  };
  return (
    <Box sx={{ my: 1, width: "100%" }}>
      <Typography
        id={labelId}
        component="div"
        variant="body2"
        color={error ? "error" : "text.secondary"}
        gutterBottom
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          "&:focus-within": { borderColor: "primary.main" },
          "& .ProseMirror": {
            minHeight: 200,
            p: 1.5,
            outline: "none",
            "& table": { borderCollapse: "collapse", width: "100%", my: 1 },
            "& th, & td": { border: 1, borderColor: "divider", p: 0.5, verticalAlign: "top" },
            "& .selectedCell": { bgcolor: "action.selected" },
            "& img": { maxWidth: "100%", height: "auto" },
            "& img.ProseMirror-selectednode": {
              outline: 2,
              outlineColor: "primary.main",
              outlineStyle: "solid",
            },
            "& a": { color: "primary.main", textDecoration: "underline" },
            "& blockquote": { borderLeft: 3, borderColor: "divider", pl: 1.5, ml: 0 },
            "& dt": { fontWeight: 600 },
          },
        }}
      >
        <Toolbar
          editor={editor}
          onLink={() => setDialog("link")}
          onImage={() => setDialog("image")}
        />
        <EditorContent editor={editor} />
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
      {dialog === "link" && (
        <LinkDialog
          open
          initial={(editor.getAttributes("link").href as string | undefined) ?? ""}
          onClose={closeDialog}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange("link");
            if (href === "") chain.unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive("link"))
              chain
                .insertContent({
                  type: "text",
                  text: href,
                  marks: [{ type: "link", attrs: { href } }],
                })
                .run();
            else chain.setLink({ href }).run();
            setDialog(null);
          }}
        />
      )}
      {dialog === "image" && (
        <ImageDialog
          open
          library={mediaLibrary}
          onClose={closeDialog}
          onApply={(picture) => {
            editor.chain().focus().setImage(picture).run();
            setDialog(null);
          }}
        />
      )}
    </Box>
  );
}

export interface RichTextInputProps extends Omit<InputProps, "label"> {
  source: string;
  /** The field's visible name; by default react-admin's `resources.<resource>.fields.<source>`. */
  label?: string;
  helperText?: string;
  mediaLibrary?: readonly MediaItem[];
}

/**
 * The editor as a react-admin input, like `RichTextInput`: `<RichTextInput source="html" />` in a
 * SimpleForm; the form's validation message shows under it and the value is the HTML (empty text
 * for an empty document).
 */
export function RichTextInput({ label, helperText, mediaLibrary, ...props }: RichTextInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired } = useInput(props);
  const name =
    label ?? translate(`resources.${resource ?? ""}.fields.${props.source}`, { _: props.source });
  // react-admin's validators hand their message and its arguments over encoded
  // ("@@react-admin@@{…}"); its ValidationError reads and translates them, as its own inputs do.
  const errorText = fieldState.error?.message ? (
    <ValidationError error={fieldState.error.message} />
  ) : undefined;
  return (
    <RichTextEditor
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={isRequired ? `${name} *` : name}
      ariaLabel={name}
      error={fieldState.invalid}
      helperText={errorText ?? helperText}
      mediaLibrary={mediaLibrary}
    />
  );
}
