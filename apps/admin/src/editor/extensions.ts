import { Node, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { allowedLink, allowedPicture } from "./urls.ts";

/**
 * Definition lists (`<dl>` with `<dt>` terms and `<dd>` descriptions): the shop's pages use them
 * (delivery and warranty terms) and the sanitiser keeps them, so the editor must not flatten them.
 */
const DescriptionList = Node.create({
  name: "descriptionList",
  group: "block",
  content: "(descriptionTerm | descriptionDetails)+",
  parseHTML: () => [{ tag: "dl" }],
  renderHTML: ({ HTMLAttributes }) => ["dl", HTMLAttributes, 0],
});

const DescriptionTerm = Node.create({
  name: "descriptionTerm",
  content: "inline*",
  defining: true,
  parseHTML: () => [{ tag: "dt" }],
  renderHTML: ({ HTMLAttributes }) => ["dt", HTMLAttributes, 0],
});

const DescriptionDetails = Node.create({
  name: "descriptionDetails",
  content: "inline*",
  defining: true,
  parseHTML: () => [{ tag: "dd" }],
  renderHTML: ({ HTMLAttributes }) => ["dd", HTMLAttributes, 0],
});

/**
 * What the editor can write: exactly the structure the server's sanitiser keeps
 * (apps/backend/src/pages/sanitise.ts) — headings h2–h4 (the page's title is its h1), paragraphs,
 * bold, italic, lists, quotes, links (web, mail, phone, the shop's own), tables and pictures of the
 * shop's media. Nothing the sanitiser would drop (code, strike, underline, rules) is offered.
 * Tables are not resizable: column widths would be style attributes, which the sanitiser drops.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        protocols: ["mailto", "tel"],
        isAllowedUri: (url) => allowedLink(url) !== null,
        HTMLAttributes: { rel: null, target: null, class: null },
      },
    }),
    Table.configure({ resizable: false, renderWrapper: false }),
    TableRow,
    TableHeader,
    TableCell,
    Image.configure({ inline: false, allowBase64: false }).extend({
      parseHTML: () => [
        {
          tag: "img[src]",
          getAttrs: (element) =>
            allowedPicture(element.getAttribute("src") ?? "") === null ? false : null,
        },
      ],
    }),
    DescriptionList,
    DescriptionTerm,
    DescriptionDetails,
  ];
}
