import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import ImageIcon from "@mui/icons-material/Image";
import LinkIcon from "@mui/icons-material/Link";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import RedoIcon from "@mui/icons-material/Redo";
import TableChartIcon from "@mui/icons-material/TableChart";
import UndoIcon from "@mui/icons-material/Undo";
import { Box, Button, Divider, IconButton, Tooltip } from "@mui/material";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { useTranslate } from "react-admin";
import { visuallyHidden } from "../layout/visually-hidden.ts";

export interface ToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
}

interface Tool {
  id: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

/**
 * The editor's toolbar: one tab stop (role="toolbar"), the arrow keys, Home and End move between
 * its buttons (WAI-ARIA toolbar pattern); every button is labelled in the app's language and the
 * toggles say whether they are on (aria-pressed). Table tools appear while the cursor is in a table.
 */
export function Toolbar({ editor, onLink, onImage }: ToolbarProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`dukan.editor.${key}`, options);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      link: e.isActive("link"),
      table: e.isActive("table"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const text = (label: string) => <span aria-hidden="true">{label}</span>;
  const tools: Tool[] = [
    {
      id: "undo",
      label: t("undo"),
      icon: <UndoIcon />,
      run: () => chain().undo().run(),
      disabled: !state.undo,
    },
    {
      id: "redo",
      label: t("redo"),
      icon: <RedoIcon />,
      run: () => chain().redo().run(),
      disabled: !state.redo,
    },
    {
      id: "p",
      label: t("paragraph"),
      icon: text("¶"),
      run: () => chain().setParagraph().run(),
      pressed: state.paragraph,
    },
    ...([2, 3, 4] as const).map((level) => ({
      id: `h${level}`,
      label: t("heading", { level }),
      icon: text(`H${level}`),
      run: () => chain().toggleHeading({ level }).run(),
      pressed: state[`h${level}`],
    })),
    {
      id: "bold",
      label: t("bold"),
      icon: <FormatBoldIcon />,
      run: () => chain().toggleBold().run(),
      pressed: state.bold,
    },
    {
      id: "italic",
      label: t("italic"),
      icon: <FormatItalicIcon />,
      run: () => chain().toggleItalic().run(),
      pressed: state.italic,
    },
    {
      id: "ul",
      label: t("bullet_list"),
      icon: <FormatListBulletedIcon />,
      run: () => chain().toggleBulletList().run(),
      pressed: state.bulletList,
    },
    {
      id: "ol",
      label: t("ordered_list"),
      icon: <FormatListNumberedIcon />,
      run: () => chain().toggleOrderedList().run(),
      pressed: state.orderedList,
    },
    {
      id: "quote",
      label: t("blockquote"),
      icon: <FormatQuoteIcon />,
      run: () => chain().toggleBlockquote().run(),
      pressed: state.blockquote,
    },
    { id: "link", label: t("link"), icon: <LinkIcon />, run: onLink, pressed: state.link },
    {
      id: "unlink",
      label: t("unlink"),
      icon: <LinkOffIcon />,
      run: () => chain().extendMarkRange("link").unsetLink().run(),
      disabled: !state.link,
    },
    { id: "image", label: t("image"), icon: <ImageIcon />, run: onImage },
    {
      id: "table",
      label: t("table"),
      icon: <TableChartIcon />,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      disabled: state.table,
    },
  ];
  const tableTools: Tool[] = state.table
    ? [
        {
          id: "row",
          label: t("row_after"),
          icon: text("+≡"),
          run: () => chain().addRowAfter().run(),
        },
        {
          id: "col",
          label: t("column_after"),
          icon: text("+‖"),
          run: () => chain().addColumnAfter().run(),
        },
        {
          id: "delrow",
          label: t("delete_row"),
          icon: text("−≡"),
          run: () => chain().deleteRow().run(),
        },
        {
          id: "delcol",
          label: t("delete_column"),
          icon: text("−‖"),
          run: () => chain().deleteColumn().run(),
        },
        {
          id: "deltable",
          label: t("delete_table"),
          icon: text("×▦"),
          run: () => chain().deleteTable().run(),
        },
      ]
    : [];
  const all = [...tools, ...tableTools];
  const enabled = all.filter((tool) => !tool.disabled);
  const [current, setCurrent] = useState("bold");
  const focused = enabled.some((tool) => tool.id === current) ? current : enabled[0]?.id;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((tool) => tool.id === focused);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % enabled.length
        : event.key === "ArrowLeft"
          ? (index - 1 + enabled.length) % enabled.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? enabled.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const id = enabled[next]?.id;
    if (!id) return;
    setCurrent(id);
    refs.current.get(id)?.focus();
  };

  const button = (tool: Tool) => {
    const common = {
      ref: (element: HTMLButtonElement | null) => {
        if (element) refs.current.set(tool.id, element);
        else refs.current.delete(tool.id);
      },
      "aria-label": tool.label,
      ...(tool.pressed === undefined ? {} : { "aria-pressed": tool.pressed }),
      disabled: tool.disabled,
      tabIndex: tool.id === focused ? 0 : -1,
      onFocus: () => setCurrent(tool.id),
      onClick: tool.run,
      size: "small" as const,
      color: tool.pressed ? ("primary" as const) : ("default" as const),
    };
    const control =
      typeof tool.icon === "object" &&
      tool.icon !== null &&
      "type" in tool.icon &&
      tool.icon.type === "span" ? (
        // A button that shows text ("H2") is named by that text and the label after it, so its
        // name starts with what is seen (WCAG 2.5.3, axe's label-content-name-mismatch).
        <Button
          {...common}
          aria-label={undefined}
          variant={tool.pressed ? "contained" : "text"}
          sx={{ minWidth: 40 }}
          color={tool.pressed ? "primary" : "inherit"}
        >
          {tool.icon}
          <Box component="span" sx={visuallyHidden}>
            {` ${tool.label}`}
          </Box>
        </Button>
      ) : (
        <IconButton {...common}>{tool.icon}</IconButton>
      );
    // A disabled button gets no pointer events (and no tooltip); the label names it all the same.
    return tool.disabled ? (
      <span key={tool.id}>{control}</span>
    ) : (
      <Tooltip key={tool.id} title={tool.label}>
        {control}
      </Tooltip>
    );
  };

  return (
    <Box
      role="toolbar"
      aria-label={t("toolbar")}
      onKeyDown={onKeyDown}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {tools.map(button)}
      {tableTools.length > 0 && <Divider orientation="vertical" flexItem />}
      {tableTools.map(button)}
    </Box>
  );
}
