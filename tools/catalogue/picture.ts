/**
 * Product pictures for the demo catalogue: small, self-contained SVG
 * illustrations drawn per product kind. No fonts beyond generic families, no
 * external resources. Colours follow the colour named in the title when there
 * is one, otherwise the seed; the view number changes the composition.
 */

import { Rng } from "./random.ts";
import type { PictureInput } from "./types.ts";

interface Palette {
  /** Main body colour. */
  body: string;
  dark: string;
  light: string;
  accent: string;
  /** Suffix that keeps gradient ids unique if several pictures share a page. */
  id: string;
}

interface Drawing {
  title: string;
  palette: Palette;
  rng: Rng;
}

type Draw = (d: Drawing) => string;

// ---------------------------------------------------------------------------
// Colours

const ACCENTS = ["#4f8cff", "#ff6b5a", "#22b58a", "#9b6bff", "#f5a524", "#17b1d4"];
const BODIES = ["#2a2f37", "#e9ecef", "#8a939e", "#3b4a63", "#c6cbd2", "#1f2328"];
const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ["#f6f7f9", "#e3e7ec"],
  ["#f8f6f3", "#ebe5dd"],
  ["#f4f7f6", "#e0e8e5"],
  ["#f7f5f9", "#e6e2ee"],
];

/** Colour words in English and Croatian (stems), most specific first. */
const COLOUR_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(navy|tamnoplav)/i, "#263a5e"],
  [/\b(black|crn)/i, "#24282f"],
  [/\b(white|bijel)/i, "#eceef1"],
  [/\b(grey|gray|siv)/i, "#8b939e"],
  [/\b(silver|srebrn)/i, "#c3c8cf"],
  [/\b(red|crven)/i, "#d64045"],
  [/\b(blue|plav)/i, "#2f6fd6"],
  [/\b(pink|ružičast)/i, "#f08fb4"],
  [/\b(green|zelen)/i, "#3a9d74"],
  [/\b(purple|ljubičast)/i, "#7b5cd6"],
  [/\b(yellow|žut)/i, "#f2c230"],
  [/\b(cyan|cijan)/i, "#17a9cf"],
  [/\bmagenta/i, "#d3338c"],
];

/** Colours named in the title, searching comma-separated parts from the end ("…, black/red"). */
function titleColours(title: string): string[] {
  const parts = title.split(",").reverse();
  for (const part of parts) {
    const found = COLOUR_WORDS.map(([re, hex]) => ({ at: part.search(re), hex }))
      .filter((c) => c.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((c) => c.hex);
    if (found.length > 0) return found;
  }
  return [];
}

function channel(hex: string, i: number): number {
  return Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
}

/** Mixes a colour towards another: amount 0 keeps it, 1 gives the other. */
function mix(hex: string, other: string, amount: number): string {
  let out = "#";
  for (let i = 0; i < 3; i++) {
    const v = Math.round(channel(hex, i) * (1 - amount) + channel(other, i) * amount);
    out += v.toString(16).padStart(2, "0");
  }
  return out;
}

function isLight(hex: string): boolean {
  return channel(hex, 0) * 0.299 + channel(hex, 1) * 0.587 + channel(hex, 2) * 0.114 > 150;
}

function palette(input: PictureInput, rng: Rng): Palette {
  const named = input.kind.startsWith("glass") ? [] : titleColours(input.title);
  const seeded = rng.pick(BODIES);
  const body = named[0] ?? seeded;
  const accent = named[1] ?? rng.pick(ACCENTS);
  return {
    body,
    dark: mix(body, "#000000", isLight(body) ? 0.45 : 0.35),
    light: mix(body, "#ffffff", isLight(body) ? 0.6 : 0.25),
    accent,
    id: `${(input.seed >>> 0).toString(36)}${input.view}`,
  };
}

// ---------------------------------------------------------------------------
// Text

const XML_ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside SVG elements and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? "");
}

// ---------------------------------------------------------------------------
// Shared parts

/** Body gradient (light top-left to body colour) and a soft white sheen. */
function bodyFill(p: Palette): string {
  return `url(#b${p.id})`;
}

function sheen(path: string): string {
  return `<path d="${path}" fill="#fff" opacity=".22"/>`;
}

/** A translucent pane of glass with edge highlight, lifted off the device. */
function glassPane(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  tint = "#dff1ff",
  opacity = 0.35,
): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${tint}" fill-opacity="${opacity}" stroke="#fff" stroke-width="4"/>` +
    `<path d="M${x + w * 0.15} ${y + h} L${x + w * 0.75} ${y} L${x + w * 0.95} ${y} L${x + w * 0.35} ${y + h}Z" fill="#fff" opacity=".18"/>`
  );
}

function badge(p: Palette, text: string): string {
  return `<circle cx="640" cy="170" r="50" fill="${p.accent}"/><text x="640" y="184" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="38" fill="#fff">${escapeXml(text)}</text>`;
}

// ---------------------------------------------------------------------------
// Drawings, each centred around (400, 400)

const drawMouse: Draw = ({ palette: p, rng }) => {
  const cable = rng.chance(0.5)
    ? `<path d="M400 205C400 120 470 110 540 95S660 60 720 30" stroke="${p.dark}" stroke-width="9" fill="none" stroke-linecap="round"/>`
    : "";
  return (
    cable +
    `<path d="M400 200C510 200 535 300 535 400C535 525 480 595 400 595C320 595 265 525 265 400C265 300 290 200 400 200Z" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
    `<path d="M400 204V350M272 352Q400 378 528 352" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".6"/>` +
    `<rect x="386" y="250" width="28" height="62" rx="14" fill="${p.dark}"/><rect x="392" y="262" width="16" height="38" rx="8" fill="${p.accent}"/>` +
    `<path d="M305 480Q400 565 495 480" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round" opacity=".85"/>` +
    sheen("M330 240C360 215 395 208 420 210C365 238 335 300 322 365Z")
  );
};

const drawKeyboard: Draw = ({ palette: p }) => {
  const key = isLight(p.body) ? "#ffffff" : mix(p.body, "#ffffff", 0.12);
  return (
    `<defs><pattern id="k${p.id}" x="130" y="292" width="38" height="38" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="32" height="32" rx="6" fill="${key}" stroke="${p.dark}" stroke-opacity=".35"/></pattern></defs>` +
    `<rect x="104" y="268" width="592" height="236" rx="24" fill="${p.accent}" opacity=".35" transform="translate(0 10)"/>` +
    `<rect x="104" y="268" width="592" height="236" rx="24" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
    `<rect x="130" y="292" width="532" height="152" fill="url(#k${p.id})"/>` +
    `<rect x="133" y="447" width="70" height="32" rx="6" fill="${key}"/><rect x="209" y="447" width="70" height="32" rx="6" fill="${key}"/>` +
    `<rect x="285" y="447" width="222" height="32" rx="6" fill="${key}"/><rect x="513" y="447" width="70" height="32" rx="6" fill="${key}"/>` +
    `<rect x="589" y="447" width="70" height="32" rx="6" fill="${p.accent}"/>` +
    sheen("M120 280H420L360 300H120Z")
  );
};

const drawHeadset: Draw = ({ palette: p }) =>
  `<path d="M245 455C245 215 555 215 555 455" stroke="${p.body}" stroke-width="36" fill="none" stroke-linecap="round"/>` +
  `<path d="M262 440C262 250 538 250 538 440" stroke="${p.dark}" stroke-width="10" fill="none" opacity=".5"/>` +
  `<rect x="190" y="380" width="110" height="190" rx="50" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="500" y="380" width="110" height="190" rx="50" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="282" y="395" width="36" height="160" rx="18" fill="${p.dark}"/><rect x="482" y="395" width="36" height="160" rx="18" fill="${p.dark}"/>` +
  `<circle cx="245" cy="475" r="30" fill="none" stroke="${p.accent}" stroke-width="6"/><circle cx="555" cy="475" r="30" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
  `<path d="M230 560C240 630 320 660 375 645" stroke="${p.dark}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="382" cy="642" r="15" fill="${p.accent}"/>`;

const drawMousepad: Draw = ({ palette: p }) =>
  `<polygon points="60,560 740,560 740,578 60,578" fill="${p.dark}"/>` +
  `<polygon points="125,320 675,320 740,560 60,560" fill="${bodyFill(p)}"/>` +
  `<polygon points="133,328 667,328 728,552 72,552" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="8 6"/>` +
  `<path d="M160 520L250 360M640 520L560 360" stroke="${p.accent}" stroke-width="6" opacity=".5"/>` +
  `<ellipse cx="540" cy="440" rx="48" ry="66" fill="${mix(p.body, "#888888", 0.5)}" transform="rotate(-12 540 440)"/>` +
  `<circle cx="185" cy="525" r="12" fill="${p.accent}"/>`;

const drawController: Draw = ({ palette: p }) =>
  `<path d="M250 320C310 290 490 290 550 320C615 350 665 470 645 545C630 600 570 600 540 560L505 510C480 495 320 495 295 510L260 560C230 600 170 600 155 545C135 470 185 350 250 320Z" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<path d="M262 372h30v-30h22v30h30v22h-30v30h-22v-30h-30z" fill="${p.dark}"/>` +
  `<circle cx="530" cy="350" r="15" fill="${p.accent}"/><circle cx="500" cy="380" r="15" fill="${p.dark}"/><circle cx="560" cy="380" r="15" fill="${p.dark}"/><circle cx="530" cy="410" r="15" fill="${p.accent}" opacity=".7"/>` +
  `<circle cx="340" cy="465" r="36" fill="${p.dark}"/><circle cx="340" cy="465" r="22" fill="${mix(p.dark, "#ffffff", 0.15)}"/>` +
  `<circle cx="460" cy="465" r="36" fill="${p.dark}"/><circle cx="460" cy="465" r="22" fill="${mix(p.dark, "#ffffff", 0.15)}"/>` +
  `<rect x="372" y="352" width="22" height="12" rx="6" fill="${p.dark}"/><rect x="406" y="352" width="22" height="12" rx="6" fill="${p.dark}"/>` +
  sheen("M260 335C320 310 420 305 470 310C380 320 300 345 240 390Z");

const drawChair: Draw = ({ palette: p }) =>
  `<path d="M400 590L250 640M400 590L550 640M400 590L315 665M400 590L485 665M400 590V660" stroke="#3a3f47" stroke-width="16" stroke-linecap="round"/>` +
  `<circle cx="250" cy="648" r="13" fill="#22262c"/><circle cx="550" cy="648" r="13" fill="#22262c"/><circle cx="315" cy="672" r="13" fill="#22262c"/><circle cx="485" cy="672" r="13" fill="#22262c"/><circle cx="400" cy="668" r="13" fill="#22262c"/>` +
  `<rect x="388" y="490" width="24" height="100" fill="#9aa1aa"/>` +
  `<path d="M305 120C305 95 495 95 495 120L525 430C525 452 275 452 275 430Z" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<path d="M318 140L298 425M482 140L502 425" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>` +
  `<rect x="345" y="150" width="110" height="46" rx="22" fill="${p.dark}"/><rect x="335" y="330" width="130" height="50" rx="24" fill="${p.dark}" opacity=".8"/>` +
  `<rect x="255" y="425" width="290" height="75" rx="32" fill="${p.body}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="222" y="380" width="26" height="90" rx="8" fill="#3a3f47"/><rect x="552" y="380" width="26" height="90" rx="8" fill="#3a3f47"/>` +
  `<rect x="205" y="370" width="60" height="20" rx="10" fill="#2a2e35"/><rect x="535" y="370" width="60" height="20" rx="10" fill="#2a2e35"/>`;

const drawMicrophone: Draw = ({ palette: p }) =>
  `<defs><pattern id="g${p.id}" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="4" fill="${p.dark}"/></pattern></defs>` +
  `<ellipse cx="400" cy="600" rx="135" ry="26" fill="${p.dark}"/><rect x="390" y="455" width="20" height="145" fill="#9aa1aa"/>` +
  `<path d="M318 300V420C318 475 482 475 482 420V300" stroke="${p.dark}" stroke-width="14" fill="none"/>` +
  `<rect x="340" y="140" width="120" height="270" rx="60" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="352" y="154" width="96" height="160" rx="48" fill="url(#g${p.id})" opacity=".7"/>` +
  `<rect x="340" y="325" width="120" height="16" fill="${p.accent}"/><circle cx="400" cy="375" r="12" fill="${p.dark}"/>` +
  sheen("M360 170C370 155 385 150 395 150V300H360Z");

const drawToner: Draw = ({ palette: p }) =>
  `<rect x="160" y="440" width="480" height="46" rx="23" fill="#5b6b7a"/>` +
  `<rect x="140" y="290" width="520" height="170" rx="20" fill="#2d3138" stroke="#1b1e23" stroke-width="4"/>` +
  `<path d="M330 290V250C330 235 470 235 470 250V290" stroke="#1b1e23" stroke-width="16" fill="none"/>` +
  `<rect x="210" y="325" width="260" height="95" rx="8" fill="#f4f5f7"/><rect x="210" y="325" width="40" height="95" fill="${p.body}"/>` +
  `<path d="M270 350H440M270 372H410M270 394H430" stroke="#9aa1aa" stroke-width="8" stroke-linecap="round"/>` +
  `<rect x="520" y="330" width="100" height="16" rx="8" fill="${p.accent}"/>` +
  sheen("M150 300H650L640 320H160Z");

const drawInk: Draw = ({ palette: p }) =>
  `<path d="M310 250L350 200H490V520H310Z" fill="#eef0f3" stroke="#9aa1aa" stroke-width="4"/>` +
  `<rect x="335" y="270" width="130" height="150" rx="10" fill="${p.body}"/>` +
  `<path d="M355 300H445M355 325H425" stroke="${isLight(p.body) ? "#333" : "#fff"}" stroke-width="8" stroke-linecap="round" opacity=".6"/>` +
  `<rect x="325" y="445" width="70" height="44" rx="4" fill="#c9a227"/><path d="M338 452V482M352 452V482M366 452V482M380 452V482" stroke="#8a6d12" stroke-width="4"/>` +
  `<rect x="405" y="520" width="50" height="28" rx="4" fill="#3a3f47"/>` +
  sheen("M318 255L352 212H370L330 262Z");

const drawPaper: Draw = ({ palette: p, title }) => {
  const sheet =
    titleColours(title).length > 0 && !/white|bijel/i.test(title)
      ? mix(p.body, "#ffffff", 0.55)
      : "#ffffff";
  return (
    `<polygon points="190,330 450,265 640,330 380,395" fill="${sheet}" stroke="#c7ccd3" stroke-width="3"/>` +
    `<polygon points="190,330 380,395 380,520 190,455" fill="${mix(sheet, "#d5dae0", 0.5)}"/>` +
    `<polygon points="380,395 640,330 640,455 380,520" fill="${mix(sheet, "#c3c9d1", 0.6)}"/>` +
    `<path d="M190 350L380 415M190 372L380 437M190 394L380 459M190 416L380 481M190 438L380 503" stroke="#b5bcc5" stroke-width="2"/>` +
    `<polygon points="280,360 340,381 340,506 280,485" fill="${p.accent}"/><polygon points="340,381 600,316 600,441 340,506" fill="${p.accent}" opacity=".85"/>` +
    `<polygon points="280,360 540,295 600,316 340,381" fill="${p.accent}" opacity=".7"/>`
  );
};

const drawCable: Draw = ({ palette: p }) =>
  `<path d="M230 520C230 290 570 640 570 290" stroke="${p.body}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
  `<path d="M230 520C230 290 570 640 570 290" stroke="${p.light}" stroke-width="4" fill="none" stroke-dasharray="6 10" opacity=".7"/>` +
  `<rect x="203" y="510" width="54" height="96" rx="14" fill="${p.dark}"/><rect x="214" y="600" width="32" height="46" rx="6" fill="#c3c8cf"/>` +
  `<rect x="543" y="202" width="54" height="96" rx="14" fill="${p.dark}"/><rect x="554" y="158" width="32" height="46" rx="6" fill="#c3c8cf"/>` +
  `<rect x="220" y="540" width="20" height="6" rx="3" fill="${p.accent}"/><rect x="560" y="256" width="20" height="6" rx="3" fill="${p.accent}"/>`;

const drawAdapter: Draw = ({ palette: p }) =>
  `<path d="M220 400C140 400 140 520 210 560" stroke="${p.dark}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
  `<rect x="180" y="552" width="52" height="70" rx="12" fill="${p.dark}" transform="rotate(-30 206 587)"/>` +
  `<rect x="215" y="335" width="370" height="130" rx="34" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="260" y="385" width="52" height="22" rx="4" fill="#22262c"/><rect x="330" y="385" width="44" height="18" rx="3" fill="#22262c"/>` +
  `<rect x="392" y="385" width="44" height="18" rx="3" fill="#22262c"/><rect x="454" y="385" width="34" height="14" rx="7" fill="#22262c"/>` +
  `<rect x="506" y="385" width="44" height="10" rx="2" fill="#22262c"/><circle cx="555" cy="360" r="6" fill="${p.accent}"/>` +
  sheen("M230 345H560L545 360H240Z");

const drawUsbDrive: Draw = ({ palette: p }) =>
  `<g transform="rotate(-18 400 400)"><rect x="190" y="352" width="120" height="76" rx="6" fill="#c3c8cf" stroke="#8a929c" stroke-width="3"/>` +
  `<rect x="220" y="372" width="20" height="14" fill="#5a616b"/><rect x="260" y="372" width="20" height="14" fill="#5a616b"/>` +
  `<rect x="300" y="325" width="300" height="130" rx="28" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<circle cx="560" cy="390" r="18" fill="#f2f3f5" stroke="${p.dark}" stroke-width="3"/>` +
  `<rect x="340" y="384" width="140" height="12" rx="6" fill="${p.accent}"/>${sheen("M315 335H580L565 350H320Z")}</g>`;

const drawCharger: Draw = ({ palette: p }) =>
  `<rect x="345" y="490" width="18" height="80" rx="9" fill="#b8bec6"/><rect x="437" y="490" width="18" height="80" rx="9" fill="#b8bec6"/>` +
  `<path d="M510 280L545 255V470L510 500Z" fill="${p.dark}" opacity=".6"/>` +
  `<rect x="280" y="250" width="240" height="250" rx="40" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="320" y="300" width="60" height="20" rx="10" fill="#22262c"/><rect x="420" y="300" width="60" height="20" rx="10" fill="#22262c"/>` +
  `<rect x="350" y="350" width="100" height="28" rx="4" fill="#22262c"/><circle cx="400" cy="440" r="8" fill="${p.accent}"/>` +
  sheen("M295 265H470L440 290H300Z");

const drawPowerbank: Draw = ({ palette: p }) =>
  `<rect x="280" y="225" width="280" height="370" rx="44" fill="${p.dark}"/>` +
  `<rect x="260" y="210" width="280" height="370" rx="44" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="360" y="196" width="80" height="16" rx="8" fill="#22262c"/>` +
  `<circle cx="355" cy="530" r="9" fill="${p.accent}"/><circle cx="385" cy="530" r="9" fill="${p.accent}"/><circle cx="415" cy="530" r="9" fill="${p.accent}"/><circle cx="445" cy="530" r="9" fill="${p.light}"/>` +
  `<circle cx="400" cy="370" r="54" fill="none" stroke="${p.light}" stroke-width="8"/><path d="M405 335L380 375H405L395 405L425 362H400Z" fill="${p.accent}"/>` +
  sheen("M275 230H500L470 260H280Z");

const drawWebcam: Draw = ({ palette: p }) =>
  `<rect x="140" y="450" width="520" height="40" rx="10" fill="#c9ced6"/><path d="M360 420L340 470H460L440 420Z" fill="${p.dark}"/>` +
  `<rect x="225" y="290" width="350" height="130" rx="65" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<circle cx="400" cy="355" r="50" fill="#15181d" stroke="#5a616b" stroke-width="6"/><circle cx="400" cy="355" r="26" fill="#263446"/>` +
  `<circle cx="390" cy="345" r="9" fill="#fff" opacity=".6"/><circle cx="420" cy="370" r="5" fill="${p.accent}" opacity=".8"/>` +
  `<circle cx="275" cy="355" r="5" fill="${p.dark}"/><circle cx="525" cy="355" r="5" fill="${p.dark}"/><circle cx="480" cy="318" r="6" fill="${p.accent}"/>` +
  sheen("M250 305H520L490 320H260Z");

const drawBag: Draw = ({ palette: p, title }) => {
  if (/backpack|ruksak/i.test(title)) {
    return (
      `<path d="M300 260C270 330 270 520 300 590M500 260C530 330 530 520 500 590" stroke="${p.dark}" stroke-width="18" fill="none"/>` +
      `<rect x="280" y="200" width="240" height="410" rx="80" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
      `<path d="M360 200C360 150 440 150 440 200" stroke="${p.dark}" stroke-width="14" fill="none"/>` +
      `<rect x="315" y="420" width="170" height="150" rx="36" fill="${p.dark}" opacity=".35"/><path d="M330 440H470" stroke="${p.accent}" stroke-width="5"/>` +
      sheen("M300 230C320 210 360 205 380 205L310 330Z")
    );
  }
  const handles = /sleeve|navlaka/i.test(title)
    ? ""
    : `<path d="M320 340C320 250 480 250 480 340" stroke="${p.dark}" stroke-width="16" fill="none"/>`;
  return (
    handles +
    `<path d="M190 340H610Q630 340 632 360L650 580Q652 600 632 600H168Q148 600 150 580L168 360Q170 340 190 340Z" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
    `<path d="M172 390H628" stroke="${p.accent}" stroke-width="5" stroke-dasharray="10 6"/>` +
    `<rect x="270" y="440" width="260" height="110" rx="18" fill="${p.dark}" opacity=".3"/>` +
    sheen("M185 350H450L420 375H180Z")
  );
};

const drawShredder: Draw = ({ palette: p }) =>
  `<polygon points="305,130 495,130 500,285 300,285" fill="#fff" stroke="#c7ccd3" stroke-width="3"/><path d="M330 170H470M330 195H450M330 220H465" stroke="#c7ccd3" stroke-width="6"/>` +
  `<rect x="250" y="335" width="300" height="290" rx="18" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="290" y="400" width="220" height="150" rx="10" fill="#1b1e23" opacity=".75"/>` +
  `<path d="M310 530l12-30M340 535l-8-40M365 528l14-24M395 537l-6-34M420 530l10-36M450 536l-12-28M480 532l8-30" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
  `<rect x="230" y="270" width="340" height="80" rx="16" fill="${p.dark}"/><rect x="290" y="280" width="220" height="10" rx="5" fill="#0d0f12"/>` +
  `<circle cx="535" cy="318" r="10" fill="${p.accent}"/>`;

/** Phone front: frame, screen, camera island. */
function phoneFront(p: Palette, x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="42" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="32" fill="url(#s${p.id})"/>` +
    `<rect x="${x + w / 2 - 36}" y="${y + 28}" width="72" height="22" rx="11" fill="#05070a"/>`
  );
}

const drawGlassPhone: Draw = ({ palette: p }) =>
  phoneFront(p, 260, 150, 260, 530) + glassPane(300, 110, 260, 530, 42) + badge(p, "9H");

const drawGlassPrivacy: Draw = ({ palette: p }) =>
  `<path d="M410 420L130 250M410 420L130 590" stroke="${p.accent}" stroke-width="4" stroke-dasharray="10 10" opacity=".7"/>` +
  phoneFront(p, 300, 150, 260, 530) +
  glassPane(330, 120, 260, 530, 42, "#0b0f14", 0.45) +
  `<circle cx="640" cy="170" r="50" fill="${p.accent}"/><path d="M608 170Q640 140 672 170Q640 200 608 170Z" fill="none" stroke="#fff" stroke-width="6"/><path d="M612 200L668 140" stroke="#fff" stroke-width="6"/>`;

const drawGlassTablet: Draw = ({ palette: p }) =>
  `<rect x="120" y="230" width="540" height="380" rx="34" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="136" y="246" width="508" height="348" rx="22" fill="url(#s${p.id})"/><circle cx="390" cy="238" r="4" fill="#05070a"/>` +
  glassPane(160, 190, 540, 380, 34) +
  badge(p, "9H");

const drawGlassLens: Draw = ({ palette: p, title }) => {
  const rings = /rings|prstenovi/i.test(title) ? (titleColours(title)[0] ?? "#c3c8cf") : "#4b525c";
  const lens = (cx: number, cy: number): string =>
    `<circle cx="${cx}" cy="${cy}" r="34" fill="#0d1015" stroke="${rings}" stroke-width="8"/><circle cx="${cx - 8}" cy="${cy - 8}" r="8" fill="#fff" opacity=".35"/>`;
  return (
    `<rect x="250" y="120" width="300" height="580" rx="46" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
    `<rect x="275" y="145" width="180" height="180" rx="40" fill="${p.dark}"/>` +
    lens(325, 195) +
    lens(325, 275) +
    lens(405, 235) +
    `<circle cx="425" cy="300" r="9" fill="#f7e7a1"/>` +
    glassPane(300, 110, 180, 180, 40) +
    badge(p, "9H")
  );
};

const drawGlassWatch: Draw = ({ palette: p }) =>
  `<rect x="335" y="110" width="130" height="580" rx="46" fill="${p.dark}"/>` +
  `<rect x="290" y="265" width="220" height="260" rx="62" fill="${bodyFill(p)}" stroke="${p.dark}" stroke-width="4"/>` +
  `<rect x="512" y="330" width="18" height="52" rx="8" fill="${p.dark}"/>` +
  `<rect x="306" y="281" width="188" height="228" rx="48" fill="#07090c"/>` +
  `<circle cx="400" cy="395" r="62" fill="none" stroke="${p.accent}" stroke-width="14" stroke-dasharray="290 100" stroke-linecap="round"/>` +
  `<circle cx="400" cy="395" r="40" fill="none" stroke="#3fd08a" stroke-width="12" stroke-dasharray="170 90" stroke-linecap="round"/>` +
  glassPane(320, 245, 220, 260, 62) +
  badge(p, "9H");

const drawGeneric: Draw = ({ palette: p }) =>
  `<polygon points="220,300 400,230 580,300 400,370" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>` +
  `<polygon points="220,300 400,370 400,590 220,520" fill="${p.body}" stroke="${p.dark}" stroke-width="3"/>` +
  `<polygon points="400,370 580,300 580,520 400,590" fill="${p.dark}" stroke="${p.dark}" stroke-width="3"/>` +
  `<polygon points="280,277 460,347 460,412 280,342" fill="${p.accent}" opacity=".85"/>`;

const DRAWINGS: Readonly<Record<string, Draw>> = {
  mouse: drawMouse,
  keyboard: drawKeyboard,
  headset: drawHeadset,
  mousepad: drawMousepad,
  controller: drawController,
  chair: drawChair,
  microphone: drawMicrophone,
  toner: drawToner,
  ink: drawInk,
  paper: drawPaper,
  cable: drawCable,
  adapter: drawAdapter,
  "usb-drive": drawUsbDrive,
  charger: drawCharger,
  powerbank: drawPowerbank,
  webcam: drawWebcam,
  bag: drawBag,
  shredder: drawShredder,
  "glass-phone": drawGlassPhone,
  "glass-tablet": drawGlassTablet,
  "glass-lens": drawGlassLens,
  "glass-privacy": drawGlassPrivacy,
  "glass-watch": drawGlassWatch,
  generic: drawGeneric,
};

/** Every kind with its own drawing; anything else gets the generic box. */
export const pictureKinds: readonly string[] = Object.keys(DRAWINGS);

// ---------------------------------------------------------------------------
// Composition per view: 0 front, 1 tilted, 2 close-up, 3 with its box.

function packaging(p: Palette, brand: string): string {
  return (
    `<path d="M760 184L780 200V584L760 570Z" fill="#d9dde3"/>` +
    `<rect x="470" y="170" width="290" height="400" rx="12" fill="#fbfbfc" stroke="#d5d9df" stroke-width="3"/>` +
    `<rect x="470" y="200" width="290" height="10" fill="${p.accent}" opacity=".5"/><rect x="470" y="470" width="290" height="56" fill="${p.accent}"/>` +
    `<text x="746" y="505" text-anchor="end" font-family="sans-serif" font-weight="700" font-size="20" fill="#fff">${escapeXml(brand.toUpperCase())}</text>`
  );
}

function compose(view: number, item: string, p: Palette, brand: string): string {
  switch (view % 4) {
    case 1:
      return `<g transform="rotate(-9 400 400) translate(10 10)">${item}</g>`;
    case 2:
      return `<g transform="translate(400 380) scale(1.14) translate(-400 -400)">${item}</g>`;
    case 3:
      return `${packaging(p, brand)}<g transform="translate(30 170) scale(.68)">${item}</g>`;
    default:
      return item;
  }
}

export function renderProductPicture(input: PictureInput): string {
  const rng = new Rng(input.seed);
  const p = palette(input, rng);
  const [bgTop, bgBottom] = BACKGROUNDS[input.seed % BACKGROUNDS.length] ?? ["#f6f7f9", "#e3e7ec"];
  const draw = DRAWINGS[input.kind] ?? drawGeneric;
  const item = draw({ title: input.title, palette: p, rng });
  const title = escapeXml(input.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="bg${p.id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>` +
    `<linearGradient id="b${p.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.body}"/></linearGradient>` +
    `<linearGradient id="s${p.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c2636"/><stop offset="1" stop-color="${mix(p.accent, "#0b1020", 0.55)}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg${p.id})"/>` +
    `<ellipse cx="400" cy="690" rx="270" ry="26" fill="#000" opacity=".07"/>` +
    compose(input.view, item, p, input.brand) +
    `<text x="400" y="756" text-anchor="middle" font-family="sans-serif" font-size="22" letter-spacing="3" fill="#6b7280">${escapeXml(input.brand.toUpperCase())}</text>` +
    `</svg>`
  );
}
