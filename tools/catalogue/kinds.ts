/**
 * Product drafts per kind: bilingual names, descriptions and specifications,
 * plus an indicative price and how the product ships. The generator adds
 * codes, stock, prices, dates and relations on top.
 */

import { COLOURS, type ProductKind } from "./data.ts";
import type { Combo, Rng } from "./random.ts";
import { decimalEn, decimalHr, groupedEn, groupedHr } from "./text.ts";
import type { GeneratedSpecification } from "./types.ts";

export interface ProductDraft {
  brandKey: string;
  nameHr: string;
  nameEn: string;
  descriptionHr: string;
  descriptionEn: string;
  specifications: GeneratedSpecification[];
  /** Indicative retail price in cents (VAT included), before shelf rounding. */
  listPriceCents: number;
  unitsPerCarton: number;
  /** Typical size of a healthy stock level. */
  stockScale: number;
}

export interface DraftInput {
  combo: Combo;
  rng: Rng;
  flavour: string;
  models: readonly string[];
  /** Brand key → short name used inside product names. */
  brandName: (key: string) => string;
}

type DraftBuilder = (input: DraftInput) => ProductDraft;

/** A Croatian text and its English counterpart. */
type Pair = readonly [hr: string, en: string];

const spec = (
  nameHr: string,
  nameEn: string,
  valueHr: string,
  valueEn = valueHr,
): GeneratedSpecification => ({
  nameHr,
  nameEn,
  valueHr,
  valueEn,
});

const colourSpec = (value: Pair): GeneratedSpecification =>
  spec("Boja", "Colour", value[0], value[1]);

/** Intro sentence plus one to three of the extra sentences, in a stable order. */
function describe(rng: Rng, intro: Pair, extras: readonly Pair[]): { hr: string; en: string } {
  const wanted = Math.min(extras.length, rng.int(1, 3));
  const start = rng.int(0, extras.length - 1);
  const chosen: Pair[] = [intro];
  for (let i = 0; i < wanted; i++) {
    const extra = extras[(start + i) % extras.length];
    if (extra) chosen.push(extra);
  }
  return { hr: chosen.map((p) => p[0]).join(" "), en: chosen.map((p) => p[1]).join(" ") };
}

/** When the curated variety runs out: " V2", " SE", " Pro"…, then numbered. */
const EDITIONS = ["", " V2", " SE", " Pro", " Plus", " Max", " Elite", " Ultra", " Air", " Neo"];

function edition(generation: number): string {
  const base = EDITIONS[generation % EDITIONS.length] ?? "";
  const round = Math.floor(generation / EDITIONS.length);
  if (round === 0) return base;
  if (base === " V2") return ` V${round + 2}`;
  return `${base === "" ? " Mk" : base} ${round + 1}`;
}

/** Revision suffix for consumables whose names carry no series. */
function revision(generation: number): Pair {
  return generation === 0 ? ["", ""] : [`, rev. ${generation + 1}`, `, rev. ${generation + 1}`];
}

const cm = (value: number): Pair => [decimalHr(value), decimalEn(value)];

// ---------------------------------------------------------------------------
// Gaming

interface MouseSeries {
  brand: string;
  name: string;
  dpi: number;
  wireless: boolean;
  weight: number;
  buttons: number;
  sensor: string;
  batteryHours: number;
}

const mouse = (
  brand: string,
  name: string,
  dpi: number,
  wireless: boolean,
  weight: number,
  buttons: number,
  sensor: string,
  batteryHours = 0,
): MouseSeries => ({
  brand,
  name,
  dpi,
  wireless,
  weight,
  buttons,
  sensor,
  batteryHours,
});

const MICE = [
  mouse("kronos", "Viper X", 26000, true, 63, 6, "PAW3395", 70),
  mouse("vortexa", "Strike 8K", 26000, false, 60, 6, "PAW3395"),
  mouse("nightfang", "Shade", 16000, false, 72, 7, "PMW3389"),
  mouse("hexon", "Pulse M2", 12400, false, 68, 6, "PAW3327"),
  mouse("kronos", "Talon Pro", 30000, true, 54, 5, "PAW3950", 95),
  mouse("vortexa", "Aero Air", 19000, true, 49, 5, "PAW3370", 80),
  mouse("nightfang", "Phantom MMO", 16000, true, 98, 12, "PMW3389", 60),
  mouse("kronos", "Viper Lite", 12000, false, 58, 6, "PAW3327"),
  mouse("hexon", "Pulse M2 Wireless", 12400, true, 74, 6, "PAW3327", 100),
  mouse("kronos", "Raptor Ergo", 26000, true, 89, 8, "PAW3395", 90),
  mouse("vortexa", "Strike Mini", 19000, false, 55, 5, "PAW3370"),
  mouse("nightfang", "Shade Wireless", 26000, true, 65, 6, "PAW3395", 110),
  mouse("hexon", "Pulse M1", 8000, false, 82, 6, "PMW3325"),
  mouse("kronos", "Talon Mini", 26000, true, 47, 5, "PAW3395", 75),
];

const buildMouse: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(MICE);
  const colour = combo.pick([COLOURS.black, COLOURS.white, COLOURS.grey, COLOURS.pink]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const connection: Pair = s.wireless
    ? ["2,4 GHz bežično, Bluetooth i USB-C kabel", "2.4 GHz wireless, Bluetooth and USB-C cable"]
    : ["pleteni USB kabel, 1,8 m", "braided USB cable, 1.8 m"];
  const specs = [
    spec("Senzor", "Sensor", `optički, ${s.sensor}`, `optical, ${s.sensor}`),
    spec("Rezolucija", "Resolution", `do ${s.dpi} DPI`, `up to ${s.dpi} DPI`),
    spec("Frekvencija prozivanja", "Polling rate", s.name.includes("8K") ? "8000 Hz" : "1000 Hz"),
    spec("Povezivanje", "Connection", ...connection),
    spec("Broj tipki", "Buttons", String(s.buttons)),
    spec("Težina", "Weight", `${s.weight} g`),
    colourSpec([colour.m, colour.en]),
  ];
  if (s.wireless)
    specs.splice(
      5,
      0,
      spec(
        "Trajanje baterije",
        "Battery life",
        `do ${s.batteryHours} h`,
        `up to ${s.batteryHours} h`,
      ),
    );
  const text = describe(
    rng,
    [
      `${model} je ${s.wireless ? "bežični" : "žičani"} gaming miš s optičkim senzorom ${s.sensor} i rezolucijom do ${s.dpi} DPI.`,
      `The ${model} is a ${s.wireless ? "wireless" : "wired"} gaming mouse with a ${s.sensor} optical sensor and up to ${s.dpi} DPI.`,
    ],
    [
      s.weight < 70
        ? [
            `Težak je samo ${s.weight} g pa je idealan za brze pokrete u pucačinama.`,
            `At just ${s.weight} g it is made for fast flicks in shooters.`,
          ]
        : [
            "Ergonomski oblik udobno podupire dlan i tijekom dugih sesija.",
            "Its ergonomic shape supports your palm through long sessions.",
          ],
      [
        `Ima ${s.buttons} programabilnih tipki i ugrađenu memoriju za profile.`,
        `It has ${s.buttons} programmable buttons and on-board memory for profiles.`,
      ],
      s.wireless
        ? [
            `Baterija traje do ${s.batteryHours} sati, a puni se putem USB-C priključka.`,
            `The battery lasts up to ${s.batteryHours} hours and charges over USB-C.`,
          ]
        : [
            "Lagani pleteni kabel ne zapinje o podlogu.",
            "The lightweight braided cable does not drag on the pad.",
          ],
      [
        "PTFE klizači osiguravaju glatko i precizno kretanje.",
        "PTFE feet ensure a smooth, precise glide.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `${s.wireless ? "Bežični" : "Žičani"} gaming miš ${model} ${s.dpi} DPI, ${colour.m}`,
    nameEn: `${model} ${s.wireless ? "wireless" : "wired"} gaming mouse ${s.dpi} DPI, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: specs,
    listPriceCents: 1500 + s.dpi * 0.15 + (s.wireless ? 3000 : 0) + s.buttons * 150,
    unitsPerCarton: rng.pick([20, 40]),
    stockScale: 150,
  };
};

interface KeyboardFormat {
  label: Pair;
  keys: number;
  /** "105 tipki", "84 tipke": the Croatian noun agrees with the number. */
  keysHr: string;
}

interface KeyboardSeries {
  brand: string;
  name: string;
  format: KeyboardFormat;
  wireless: boolean;
}

const FULL: KeyboardFormat = {
  label: ["puna veličina", "full size"],
  keys: 105,
  keysHr: "105 tipki",
};
const TKL: KeyboardFormat = { label: ["TKL", "TKL"], keys: 88, keysHr: "88 tipki" };
const SEVENTY_FIVE: KeyboardFormat = { label: ["75 %", "75%"], keys: 84, keysHr: "84 tipke" };
const SIXTY_FIVE: KeyboardFormat = { label: ["65 %", "65%"], keys: 68, keysHr: "68 tipki" };

const MECHANICAL_KEYBOARDS: readonly KeyboardSeries[] = [
  { brand: "vortexa", name: "Forge", format: TKL, wireless: false },
  { brand: "kronos", name: "Apex Mech 75", format: SEVENTY_FIVE, wireless: true },
  { brand: "nightfang", name: "Claw 65", format: SIXTY_FIVE, wireless: true },
  { brand: "vortexa", name: "Forge Pro", format: FULL, wireless: false },
  { brand: "hexon", name: "Type M1", format: TKL, wireless: false },
  { brand: "kronos", name: "Rampart", format: FULL, wireless: false },
  { brand: "nightfang", name: "Fang TKL", format: TKL, wireless: true },
];

const MEMBRANE_KEYBOARDS: readonly KeyboardSeries[] = [
  { brand: "nightfang", name: "Storm", format: FULL, wireless: false },
  { brand: "hexon", name: "Type K1", format: FULL, wireless: false },
  { brand: "kronos", name: "Shield RGB", format: FULL, wireless: false },
  { brand: "vortexa", name: "Echo Slim", format: TKL, wireless: true },
  { brand: "hexon", name: "Type K2 Silent", format: FULL, wireless: false },
];

const LAYOUTS: readonly { short: Pair; full: Pair }[] = [
  { short: ["HR raspored", "HR layout"], full: ["hrvatski (ISO)", "Croatian (ISO)"] },
  { short: ["US raspored", "US layout"], full: ["američki (ANSI)", "US (ANSI)"] },
];

const SWITCHES: readonly { name: Pair; feel: Pair }[] = [
  { name: ["crveni prekidači", "red switches"], feel: ["crveni, linearni", "red, linear"] },
  { name: ["smeđi prekidači", "brown switches"], feel: ["smeđi, taktilni", "brown, tactile"] },
  {
    name: ["plavi prekidači", "blue switches"],
    feel: ["plavi, taktilni s klikom", "blue, clicky"],
  },
];

const buildKeyboard: DraftBuilder = ({ combo, rng, flavour, brandName }) => {
  const mechanical = flavour === "mechanical";
  const s = combo.pick(mechanical ? MECHANICAL_KEYBOARDS : MEMBRANE_KEYBOARDS);
  const layout = combo.pick(LAYOUTS);
  const switches = mechanical ? combo.pick(SWITCHES) : null;
  const colour = combo.pick([COLOURS.black, COLOURS.white, COLOURS.grey]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const typeHr = `${s.wireless ? "Bežična " : ""}${mechanical ? "mehanička gaming" : "gaming"} tipkovnica`;
  const typeEn = `${s.wireless ? "wireless " : ""}${mechanical ? "mechanical gaming" : "gaming"} keyboard`;
  const middle: Pair = switches ? switches.name : ["RGB", "RGB"];
  const specs = [
    spec(
      "Vrsta",
      "Type",
      mechanical ? "mehanička" : "membranska",
      mechanical ? "mechanical" : "membrane",
    ),
    spec(
      "Format",
      "Form factor",
      `${s.format.label[0]} (${s.format.keysHr})`,
      `${s.format.label[1]} (${s.format.keys} keys)`,
    ),
    spec("Raspored tipki", "Layout", ...layout.full),
    spec(
      "Povezivanje",
      "Connection",
      s.wireless ? "2,4 GHz bežično, Bluetooth, USB-C kabel" : "odvojivi USB-C kabel, 1,8 m",
      s.wireless ? "2.4 GHz wireless, Bluetooth, USB-C cable" : "detachable USB-C cable, 1.8 m",
    ),
    spec(
      "Osvjetljenje",
      "Backlight",
      mechanical ? "RGB po tipki" : "RGB u 5 zona",
      mechanical ? "per-key RGB" : "5-zone RGB",
    ),
    colourSpec([colour.f, colour.en]),
  ];
  if (switches) specs.splice(1, 0, spec("Prekidači", "Switches", ...switches.feel));
  const text = describe(
    rng,
    [
      `${model} je ${mechanical ? "mehanička" : "membranska"} gaming tipkovnica s ${s.format.keysHr}.`,
      `The ${model} is a ${mechanical ? "mechanical" : "membrane"} gaming keyboard with ${s.format.keys} keys.`,
    ],
    [
      mechanical
        ? [
            "Prekidači se mijenjaju bez lemljenja (hot-swap).",
            "The switches are hot-swappable, no soldering needed.",
          ]
        : [
            "Tihe membranske tipke pogodne su i za rad u uredu.",
            "Quiet membrane keys suit office work too.",
          ],
      [
        "Svaka tipka registrira se zasebno zahvaljujući anti-ghostingu.",
        "Full anti-ghosting registers every key press.",
      ],
      s.format === FULL
        ? [
            "Numerički dio tipkovnice olakšava unos brojeva.",
            "The number pad makes entering figures easy.",
          ]
        : [
            "Kompaktan format ostavlja više mjesta za pokrete mišem.",
            "The compact layout leaves more room to move the mouse.",
          ],
      [
        `Isporučuje se s ${layout.full[0].startsWith("hrvatski") ? "hrvatskim" : "američkim"} rasporedom tipki.`,
        `Ships with the ${layout.full[1]} key layout.`,
      ],
      [
        "Osvjetljenje i makro naredbe podešavaju se u besplatnoj aplikaciji.",
        "Lighting and macros are set up in the free companion app.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `${capitalise(typeHr)} ${model}, ${middle[0]}, ${layout.short[0]}, ${colour.f}`,
    nameEn: `${model} ${typeEn}, ${middle[1]}, ${layout.short[1]}, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: specs,
    listPriceCents:
      (mechanical ? 6000 : 2500) + (s.wireless ? 3000 : 0) + (s.format === FULL ? 1000 : 0),
    unitsPerCarton: rng.pick([10, 20]),
    stockScale: 80,
  };
};

interface HeadsetSeries {
  brand: string;
  name: string;
  wireless: boolean;
  surround: boolean;
  driver: number;
  weight: number;
}

const HEADSETS: readonly HeadsetSeries[] = [
  { brand: "sonara", name: "Echo 7.1", wireless: true, surround: true, driver: 50, weight: 290 },
  { brand: "kronos", name: "Warcry", wireless: false, surround: true, driver: 53, weight: 310 },
  { brand: "nightfang", name: "Howl", wireless: false, surround: false, driver: 50, weight: 270 },
  { brand: "vortexa", name: "Nova X", wireless: true, surround: false, driver: 40, weight: 260 },
  { brand: "sonara", name: "Echo Lite", wireless: false, surround: false, driver: 40, weight: 240 },
  { brand: "sonara", name: "Aria Pro", wireless: true, surround: true, driver: 50, weight: 320 },
  {
    brand: "kronos",
    name: "Warcry Wireless",
    wireless: true,
    surround: true,
    driver: 53,
    weight: 330,
  },
  {
    brand: "nightfang",
    name: "Banshee RGB",
    wireless: false,
    surround: true,
    driver: 50,
    weight: 300,
  },
];

const buildHeadset: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(HEADSETS);
  const colour = combo.pick([COLOURS.black, COLOURS.white, COLOURS.grey, COLOURS.pink]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const text = describe(
    rng,
    [
      `${s.wireless ? "Bežične" : "Žičane"} gaming slušalice ${model} imaju ${s.driver} mm zvučnike i mikrofon s poništavanjem buke.`,
      `The ${model} is a ${s.wireless ? "wireless" : "wired"} gaming headset with ${s.driver} mm drivers and a noise-cancelling microphone.`,
    ],
    [
      s.surround
        ? [
            "Virtualni 7.1 surround zvuk pomaže čuti korake i smjer pucnjeva.",
            "Virtual 7.1 surround helps you hear footsteps and where shots come from.",
          ]
        : ["Čisti stereo zvuk s dubokim basovima.", "Clean stereo sound with deep bass."],
      [
        "Jastučići od memorijske pjene udobni su i nakon nekoliko sati igranja.",
        "Memory-foam ear cushions stay comfortable for hours of play.",
      ],
      [`Teže samo ${s.weight} g.`, `They weigh just ${s.weight} g.`],
      [
        "Kompatibilne s PC-jem, konzolama i mobitelima.",
        "Compatible with PC, consoles and phones.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `${s.wireless ? "Bežične" : "Žičane"} gaming slušalice ${model} s mikrofonom, ${colour.p}`,
    nameEn: `${model} ${s.wireless ? "wireless" : "wired"} gaming headset with microphone, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Zvučnici", "Drivers", `${s.driver} mm`),
      spec("Frekvencijski raspon", "Frequency response", "20 Hz – 20 kHz"),
      spec(
        "Zvuk",
        "Sound",
        s.surround ? "virtualni 7.1 surround" : "stereo",
        s.surround ? "virtual 7.1 surround" : "stereo",
      ),
      spec(
        "Mikrofon",
        "Microphone",
        "odvojivi, s poništavanjem buke",
        "detachable, noise-cancelling",
      ),
      spec(
        "Povezivanje",
        "Connection",
        s.wireless ? "2,4 GHz USB-C prijemnik i Bluetooth" : "3,5 mm i USB",
        s.wireless ? "2.4 GHz USB-C dongle and Bluetooth" : "3.5 mm and USB",
      ),
      spec("Težina", "Weight", `${s.weight} g`),
      colourSpec([colour.p, colour.en]),
    ],
    listPriceCents: 2500 + (s.wireless ? 5000 : 0) + (s.surround ? 1500 : 0),
    unitsPerCarton: rng.pick([10, 20]),
    stockScale: 100,
  };
};

const PAD_SIZES = [
  { code: "L", width: 450, height: 400 },
  { code: "XL", width: 900, height: 400 },
  { code: "M", width: 360, height: 300 },
  { code: "XXL", width: 1200, height: 600 },
];

const PADS = [
  { brand: "kronos", name: "Glide", speed: true },
  { brand: "hexon", name: "Mat", speed: false },
  { brand: "nightfang", name: "Arena", speed: true },
  { brand: "ducan", name: "Basic", speed: false },
  { brand: "kronos", name: "Glide Control", speed: false },
  { brand: "hexon", name: "Mat RGB", speed: true },
];

const buildMousepad: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(PADS);
  const size = combo.pick(PAD_SIZES);
  const colour = combo.pick([COLOURS.black, COLOURS.grey, COLOURS.blue, COLOURS.red, COLOURS.pink]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const dims = `${size.width} × ${size.height} mm`;
  const surface: Pair = s.speed
    ? ["tkanina, brza (speed)", "cloth, speed"]
    : ["tkanina, kontrolna (control)", "cloth, control"];
  const text = describe(
    rng,
    [
      `Podloga za miš ${model} dimenzija ${dims} ima ${s.speed ? "brzu" : "kontrolnu"} površinu od tkanine.`,
      `The ${model} mouse pad measures ${dims} and has a ${s.speed ? "fast" : "control"} cloth surface.`,
    ],
    [
      ["Prošiveni rubovi sprječavaju paranje.", "Stitched edges prevent fraying."],
      [
        "Protuklizna gumena podloga drži je na mjestu.",
        "A non-slip rubber base keeps it in place.",
      ],
      size.width >= 900
        ? [
            "Dovoljno je velika za miš i tipkovnicu.",
            "It is large enough for both mouse and keyboard.",
          ]
        : ["Kompaktna je i lako stane u torbu.", "It is compact and fits easily in a bag."],
      ["Može se prati ručno u mlakoj vodi.", "It can be hand-washed in lukewarm water."],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `Gaming podloga za miš ${model} ${size.code} ${dims}, ${colour.f}`,
    nameEn: `${model} ${size.code} gaming mouse pad ${dims}, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Dimenzije", "Dimensions", dims),
      spec("Debljina", "Thickness", size.code === "M" ? "3 mm" : "4 mm"),
      spec("Površina", "Surface", ...surface),
      spec("Donja strana", "Base", "protuklizna guma", "non-slip rubber"),
      spec("Rubovi", "Edges", "prošiveni", "stitched"),
      colourSpec([colour.f, colour.en]),
    ],
    listPriceCents: 700 + (size.width * size.height) / 250,
    unitsPerCarton: rng.pick([20, 50]),
    stockScale: 200,
  };
};

const PLATFORMS: Readonly<Record<string, { name: Pair; systems: Pair }>> = {
  pc: { name: ["za PC", "for PC"], systems: ["Windows 10 i 11", "Windows 10 and 11"] },
  android: {
    name: ["za PC i Android", "for PC and Android"],
    systems: ["Windows 10 i 11, Android 9+", "Windows 10 and 11, Android 9+"],
  },
  switch: {
    name: ["za PC i Nintendo Switch", "for PC and Nintendo Switch"],
    systems: ["Windows 10 i 11, Nintendo Switch", "Windows 10 and 11, Nintendo Switch"],
  },
  mobile: {
    name: ["za PC, Android i iOS", "for PC, Android and iOS"],
    systems: ["Windows, Android 9+, iOS 16+", "Windows, Android 9+, iOS 16+"],
  },
};

const CONTROLLERS = [
  { brand: "vortexa", name: "Pulse", wireless: true, platform: "android", hall: false },
  { brand: "hexon", name: "Pad G1", wireless: false, platform: "pc", hall: false },
  { brand: "vortexa", name: "Pulse Pro", wireless: true, platform: "switch", hall: true },
  { brand: "hexon", name: "Pad G2", wireless: true, platform: "mobile", hall: true },
  { brand: "ducan", name: "Gamepad", wireless: false, platform: "pc", hall: false },
  { brand: "vortexa", name: "Arc", wireless: true, platform: "android", hall: true },
];

const buildController: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(CONTROLLERS);
  const colour = combo.pick([COLOURS.black, COLOURS.white, COLOURS.red, COLOURS.blue]);
  const platform = PLATFORMS[s.platform] ?? {
    name: ["za PC", "for PC"],
    systems: ["Windows", "Windows"],
  };
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const text = describe(
    rng,
    [
      `${model} je ${s.wireless ? "bežični" : "žičani"} kontroler ${platform.name[0]} s dvostrukim vibracijskim motorima.`,
      `The ${model} is a ${s.wireless ? "wireless" : "wired"} controller ${platform.name[1]} with dual rumble motors.`,
    ],
    [
      s.hall
        ? [
            "Analogne palice s Hallovim senzorima ne pate od driftanja.",
            "Hall-effect sticks do not suffer from drift.",
          ]
        : [
            "Precizne analogne palice i osjetljivi okidači.",
            "Precise analogue sticks and responsive triggers.",
          ],
      s.wireless
        ? [
            "Baterija od 1000 mAh traje do 20 sati igranja.",
            "The 1000 mAh battery lasts up to 20 hours of play.",
          ]
        : [
            "Kabel od 2 m dovoljno je dug za igranje s kauča.",
            "The 2 m cable is long enough to play from the sofa.",
          ],
      [
        "Radi odmah nakon spajanja, bez instalacije upravljačkih programa.",
        "Works right after plugging in, no drivers needed.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `${s.wireless ? "Bežični" : "Žičani"} kontroler ${model} ${platform.name[0]}, ${colour.m}`,
    nameEn: `${model} ${s.wireless ? "wireless" : "wired"} controller ${platform.name[1]}, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec(
        "Povezivanje",
        "Connection",
        s.wireless ? "Bluetooth 5.0 i 2,4 GHz" : "USB kabel, 2 m",
        s.wireless ? "Bluetooth 5.0 and 2.4 GHz" : "USB cable, 2 m",
      ),
      spec("Kompatibilnost", "Compatibility", ...platform.systems),
      spec(
        "Analogne palice",
        "Sticks",
        s.hall ? "Hallov senzor" : "standardne",
        s.hall ? "Hall effect" : "standard",
      ),
      spec("Vibracija", "Vibration", "dvostruki motori", "dual rumble motors"),
      ...(s.wireless
        ? [spec("Baterija", "Battery", "1000 mAh, do 20 h", "1000 mAh, up to 20 h")]
        : []),
      colourSpec([colour.m, colour.en]),
    ],
    listPriceCents: 1800 + (s.wireless ? 2000 : 0) + (s.hall ? 1500 : 0),
    unitsPerCarton: rng.pick([20, 30]),
    stockScale: 100,
  };
};

const CHAIRS = [
  { brand: "arcton", name: "Throne", leather: true, maxKg: 150, arms: "4D" },
  { brand: "arcton", name: "Breeze", leather: false, maxKg: 130, arms: "3D" },
  { brand: "kronos", name: "Command", leather: true, maxKg: 150, arms: "3D" },
  { brand: "hexon", name: "Seat S1", leather: false, maxKg: 120, arms: "2D" },
  { brand: "arcton", name: "Throne XL", leather: true, maxKg: 180, arms: "4D" },
  { brand: "arcton", name: "Vanguard", leather: true, maxKg: 140, arms: "4D" },
];

const CHAIR_COLOURS: readonly Pair[] = [
  ["crna", "black"],
  ["crno-crvena", "black/red"],
  ["crno-plava", "black/blue"],
  ["crno-bijela", "black/white"],
  ["siva", "grey"],
  ["ružičasta", "pink"],
];

const buildChair: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(CHAIRS);
  const colour = combo.pick(CHAIR_COLOURS);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const material: Pair = s.leather
    ? ["eko koža", "faux leather"]
    : ["prozračna tkanina", "breathable fabric"];
  const text = describe(
    rng,
    [
      `Gaming stolica ${model} presvučena je ${s.leather ? "eko kožom" : "prozračnom tkaninom"} i nosi do ${s.maxKg} kg.`,
      `The ${model} gaming chair is upholstered in ${material[1]} and supports up to ${s.maxKg} kg.`,
    ],
    [
      [
        "Naslon se spušta do 155°, a mehanizam ljuljanja može se zaključati.",
        "The backrest reclines to 155° and the tilt mechanism locks.",
      ],
      [
        `Naslone za ruke ${s.arms} možete podesiti prema svom stolu.`,
        `The ${s.arms} armrests adjust to your desk.`,
      ],
      [
        "Uz stolicu dolaze jastuk za vrat i lumbalni jastuk.",
        "A neck pillow and a lumbar cushion are included.",
      ],
      [
        "Plinski klip klase 4 i čelični okvir jamče dug vijek trajanja.",
        "A class 4 gas lift and a steel frame make it last.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `Gaming stolica ${model}, ${material[0]}, ${colour[0]}`,
    nameEn: `${model} gaming chair, ${material[1]}, ${colour[1]}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Presvlaka", "Upholstery", ...material),
      spec("Maksimalna nosivost", "Maximum load", `${s.maxKg} kg`),
      spec("Nagib naslona", "Backrest recline", "90° – 155°"),
      spec("Nasloni za ruke", "Armrests", `podesivi ${s.arms}`, `${s.arms} adjustable`),
      spec("Plinski klip", "Gas lift", "klasa 4", "class 4"),
      spec("Kotačići", "Castors", "60 mm, najlonski", "60 mm, nylon"),
      colourSpec(colour),
    ],
    listPriceCents: 9000 + (s.leather ? 4000 : 0) + s.maxKg * 80 + (s.arms === "4D" ? 5000 : 0),
    unitsPerCarton: 1,
    stockScale: 25,
  };
};

const MICROPHONES = [
  { brand: "sonara", name: "Vox Cast", multi: false, xlr: false },
  { brand: "vortexa", name: "Mic One", multi: false, xlr: false },
  { brand: "sonara", name: "Vox Cast Pro", multi: true, xlr: false },
  { brand: "sonara", name: "Vox Stream", multi: false, xlr: true },
  { brand: "vortexa", name: "Mic Duo", multi: true, xlr: false },
];

const buildMicrophone: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(MICROPHONES);
  const colour = combo.pick([COLOURS.black, COLOURS.white]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const plug = s.xlr ? "XLR" : "USB";
  const pattern: Pair = s.multi
    ? ["kardioidna, osmica, kružna i stereo", "cardioid, figure-8, omni and stereo"]
    : ["kardioidna", "cardioid"];
  const text = describe(
    rng,
    [
      `${plug} mikrofon ${model} namijenjen je streamingu, podcastima i glasovnom chatu.`,
      `The ${model} ${plug} microphone is made for streaming, podcasts and voice chat.`,
    ],
    [
      [`Karakteristika usmjerenosti: ${pattern[0]}.`, `Polar pattern: ${pattern[1]}.`],
      [
        "Izlaz za slušalice omogućuje praćenje bez kašnjenja.",
        "A headphone output gives zero-latency monitoring.",
      ],
      [
        "Tipka za utišavanje na dodir i regulator pojačanja nalaze se na kućištu.",
        "A touch mute button and a gain dial sit on the body.",
      ],
      [
        "Uključeni su stolni stalak i nosač protiv vibracija.",
        "A desk stand and a shock mount are included.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `${plug} mikrofon ${model} za streaming, ${colour.m}`,
    nameEn: `${model} ${plug} streaming microphone, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Priključak", "Connector", s.xlr ? "XLR" : "USB-C"),
      spec("Karakteristika usmjerenosti", "Polar pattern", ...pattern),
      spec(
        "Uzorkovanje",
        "Sample rate",
        s.xlr ? "ovisi o audio sučelju" : "24 bit / 96 kHz",
        s.xlr ? "depends on the audio interface" : "24 bit / 96 kHz",
      ),
      spec("Frekvencijski raspon", "Frequency response", "20 Hz – 20 kHz"),
      spec(
        "Stalak",
        "Stand",
        "stolni stalak i nosač protiv vibracija",
        "desk stand and shock mount",
      ),
      colourSpec([colour.m, colour.en]),
    ],
    listPriceCents: 4500 + (s.multi ? 4000 : 0) + (s.xlr ? 3000 : 0),
    unitsPerCarton: rng.pick([10, 20]),
    stockScale: 60,
  };
};

// ---------------------------------------------------------------------------
// Office

const PRINT_COLOURS = {
  black: { toner: ["crni", "black"] as Pair, ink: ["crna", "black"] as Pair },
  cyan: { toner: ["cijan", "cyan"] as Pair, ink: ["cijan", "cyan"] as Pair },
  magenta: { toner: ["magenta", "magenta"] as Pair, ink: ["magenta", "magenta"] as Pair },
  yellow: { toner: ["žuti", "yellow"] as Pair, ink: ["žuta", "yellow"] as Pair },
  tricolour: { toner: ["trobojni", "tri-colour"] as Pair, ink: ["trobojna", "tri-colour"] as Pair },
} as const;

type PrintColour = keyof typeof PRINT_COLOURS;
const CMYK: readonly PrintColour[] = ["black", "cyan", "magenta", "yellow"];

interface TonerFamily {
  maker: string;
  /** OEM code per colour, black first. */
  codes: readonly string[];
  pages: number;
  printers: string;
}

const TONERS: readonly TonerFamily[] = [
  { maker: "HP", codes: ["CF259X"], pages: 10000, printers: "LaserJet Pro M404, M428" },
  {
    maker: "Brother",
    codes: ["TN-2420"],
    pages: 3000,
    printers: "HL-L2310D, HL-L2350DW, DCP-L2530DW",
  },
  { maker: "Canon", codes: ["CRG-057H"], pages: 10000, printers: "i-SENSYS LBP223dw, MF443dw" },
  {
    maker: "HP",
    codes: ["W2210X", "W2211X", "W2213X", "W2212X"],
    pages: 3150,
    printers: "Color LaserJet Pro M255, M282, M283",
  },
  { maker: "Kyocera", codes: ["TK-1170"], pages: 7200, printers: "ECOSYS M2040dn, M2540dn" },
  {
    maker: "Brother",
    codes: ["TN-243BK", "TN-243C", "TN-243M", "TN-243Y"],
    pages: 1000,
    printers: "HL-L3210CW, DCP-L3550CDW, MFC-L3750CDW",
  },
  { maker: "HP", codes: ["CF217A"], pages: 1600, printers: "LaserJet Pro M102, M130" },
  { maker: "Samsung", codes: ["MLT-D111S"], pages: 1000, printers: "Xpress M2020, M2070" },
  {
    maker: "Canon",
    codes: ["CRG-054H BK", "CRG-054H C", "CRG-054H M", "CRG-054H Y"],
    pages: 3100,
    printers: "i-SENSYS LBP621Cw, MF641Cw",
  },
  { maker: "Xerox", codes: ["106R02773"], pages: 1500, printers: "Phaser 3020, WorkCentre 3025" },
  { maker: "Lexmark", codes: ["B222H00"], pages: 3000, printers: "B2236dw, MB2236adw" },
  {
    maker: "HP",
    codes: ["CF410X", "CF411X", "CF413X", "CF412X"],
    pages: 6500,
    printers: "Color LaserJet Pro M452, M477",
  },
];

const buildToner: DraftBuilder = ({ combo, rng, brandName }) => {
  const family = combo.pick(TONERS);
  const colourIndex = combo.pick(family.codes.map((_, i) => i));
  const code = family.codes[colourIndex] ?? "";
  const colour = PRINT_COLOURS[CMYK[colourIndex] ?? "black"].toner;
  const brandKey = combo.pick(["tonerix", "adriatik"]);
  const highYield = combo.pick([false, true]);
  const pack = combo.pick([1, 2]);
  const brand = brandName(brandKey);
  const rev = revision(combo.generation);
  const pageCount = highYield ? family.pages * 1.5 : family.pages;
  const pages: Pair = [`${groupedHr(pageCount)} stranica`, `${groupedEn(pageCount)} pages`];
  const extra: Pair = [
    `${highYield ? " (povećani kapacitet)" : ""}${pack === 2 ? ", paket 2 kom" : ""}`,
    `${highYield ? " (high yield)" : ""}${pack === 2 ? ", twin pack" : ""}`,
  ];
  const text = describe(
    rng,
    [
      `Zamjenski ${colour[0]} toner ${brand} ${code} za pisače ${family.maker} ${family.printers}.`,
      `A compatible ${colour[1]} ${brand} ${code} toner cartridge for ${family.maker} ${family.printers} printers.`,
    ],
    [
      [
        `Kapacitet je ${pages[0]} pri pokrivenosti od 5 %.`,
        `It yields ${pages[1]} at 5% coverage.`,
      ],
      [
        "Novoproizvedeni uložak, ne reciklirani, s čipom koji prikazuje razinu tonera.",
        "A newly built cartridge, not remanufactured, with a chip that reports the toner level.",
      ],
      [
        "Kvaliteta ispisa usporediva je s originalnim uloškom.",
        "Print quality is comparable to the original cartridge.",
      ],
      [
        "Korištenje zamjenskog tonera ne utječe na jamstvo pisača.",
        "Using a compatible toner does not void the printer warranty.",
      ],
    ],
  );
  return {
    brandKey,
    nameHr: `Toner ${brand} ${code} ${colour[0]}, zamjenski za ${family.maker}, ${pages[0]}${extra[0]}${rev[0]}`,
    nameEn: `${brand} ${code} ${colour[1]} toner, compatible with ${family.maker}, ${pages[1]}${extra[1]}${rev[1]}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Boja", "Colour", ...colour),
      spec(
        "Kapacitet",
        "Page yield",
        `${pages[0]} (5 % pokrivenosti)`,
        `${pages[1]} (5% coverage)`,
      ),
      spec("Originalna oznaka", "OEM code", code),
      spec("Kompatibilni pisači", "Compatible printers", `${family.maker} ${family.printers}`),
      spec("Vrsta", "Type", "zamjenski, novoproizvedeni", "compatible, new build"),
    ],
    listPriceCents:
      (1500 + pageCount * 0.5 + (family.codes.length > 1 ? 1500 : 0)) * (pack === 2 ? 1.8 : 1),
    unitsPerCarton: rng.pick([10, 20]),
    stockScale: 120,
  };
};

interface InkFamily {
  maker: string;
  code: string;
  colours: readonly PrintColour[];
  /** Millilitres for black and for the colours. */
  ml: readonly [number, number];
  printers: string;
}

const INKS: readonly InkFamily[] = [
  {
    maker: "HP",
    code: "953XL",
    colours: CMYK,
    ml: [42, 20],
    printers: "OfficeJet Pro 8210, 8710, 8720",
  },
  {
    maker: "Epson",
    code: "603XL",
    colours: CMYK,
    ml: [9, 4],
    printers: "Expression Home XP-2100, XP-3100, WorkForce WF-2810",
  },
  {
    maker: "Canon",
    code: "PG-545XL",
    colours: ["black"],
    ml: [15, 15],
    printers: "PIXMA MG2550, MG3050, TS3150",
  },
  {
    maker: "HP",
    code: "305XL",
    colours: ["black", "tricolour"],
    ml: [4, 5],
    printers: "DeskJet 2710, 2720, 4120",
  },
  {
    maker: "Brother",
    code: "LC-3219XL",
    colours: CMYK,
    ml: [57, 18],
    printers: "MFC-J5330DW, MFC-J6530DW",
  },
  {
    maker: "Canon",
    code: "CL-546XL",
    colours: ["tricolour"],
    ml: [13, 13],
    printers: "PIXMA MG2550, MG3050, TS3150",
  },
  {
    maker: "HP",
    code: "912XL",
    colours: CMYK,
    ml: [22, 10],
    printers: "OfficeJet 8012, 8014, 8022",
  },
  {
    maker: "Epson",
    code: "35XL",
    colours: CMYK,
    ml: [41, 20],
    printers: "WorkForce Pro WF-4720, WF-4740",
  },
  {
    maker: "Canon",
    code: "PGI-580XXL",
    colours: ["black"],
    ml: [25.7, 25.7],
    printers: "PIXMA TS6150, TS8150",
  },
];

const buildInk: DraftBuilder = ({ combo, rng, brandName }) => {
  const family = combo.pick(INKS);
  const colourKey = combo.pick(family.colours);
  const colour = PRINT_COLOURS[colourKey].ink;
  const ml = colourKey === "black" ? family.ml[0] : family.ml[1];
  const brandKey = combo.pick(["inkora", "adriatik"]);
  const pack = combo.pick([1, 2]);
  const brand = brandName(brandKey);
  const rev = revision(combo.generation);
  const volume = cm(ml);
  const packText: Pair = pack === 2 ? [", paket 2 kom", ", twin pack"] : ["", ""];
  const text = describe(
    rng,
    [
      `Zamjenska ${colour[0]} tinta ${brand} ${family.code} za pisače ${family.maker} ${family.printers}.`,
      `A compatible ${colour[1]} ${brand} ${family.code} ink cartridge for ${family.maker} ${family.printers} printers.`,
    ],
    [
      [`Uložak sadrži ${volume[0]} ml tinte.`, `The cartridge holds ${volume[1]} ml of ink.`],
      [
        "Čip prikazuje razinu tinte kao kod originalnog uloška.",
        "The chip reports the ink level just like the original.",
      ],
      ["Tinta se brzo suši i ne razmazuje se.", "The ink dries fast and does not smudge."],
    ],
  );
  return {
    brandKey,
    nameHr: `Tinta ${brand} ${family.code} ${colour[0]}, zamjenska za ${family.maker}, ${volume[0]} ml${packText[0]}${rev[0]}`,
    nameEn: `${brand} ${family.code} ${colour[1]} ink cartridge, compatible with ${family.maker}, ${volume[1]} ml${packText[1]}${rev[1]}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Boja", "Colour", ...colour),
      spec("Volumen", "Volume", `${volume[0]} ml`, `${volume[1]} ml`),
      spec("Originalna oznaka", "OEM code", `${family.maker} ${family.code}`),
      spec("Kompatibilni pisači", "Compatible printers", `${family.maker} ${family.printers}`),
      spec("Čip", "Chip", "da, prikazuje razinu tinte", "yes, reports the ink level"),
    ],
    listPriceCents: (600 + ml * 45) * (pack === 2 ? 1.8 : 1),
    unitsPerCarton: rng.pick([20, 50]),
    stockScale: 200,
  };
};

interface PaperLine {
  line: Pair;
  format: string;
  grams: number;
  sheets: number;
  colour?: Pair;
  photo?: boolean;
  recycled?: boolean;
}

const FORMAT_SIZES: Readonly<Record<string, string>> = {
  A4: "210 × 297 mm",
  A3: "297 × 420 mm",
  "10 × 15 cm": "100 × 150 mm",
};

const PAPERS: readonly PaperLine[] = [
  { line: ["Uredski papir", "office paper"], format: "A4", grams: 80, sheets: 500 },
  { line: ["Premium uredski papir", "premium office paper"], format: "A4", grams: 90, sheets: 500 },
  { line: ["Uredski papir", "office paper"], format: "A3", grams: 80, sheets: 500 },
  {
    line: ["Reciklirani papir", "recycled paper"],
    format: "A4",
    grams: 80,
    sheets: 500,
    recycled: true,
  },
  {
    line: ["Papir u boji", "coloured paper"],
    format: "A4",
    grams: 80,
    sheets: 100,
    colour: ["pastelno žuti", "pastel yellow"],
  },
  {
    line: ["Foto papir sjajni", "glossy photo paper"],
    format: "A4",
    grams: 180,
    sheets: 20,
    photo: true,
  },
  {
    line: ["Premium uredski papir", "premium office paper"],
    format: "A4",
    grams: 100,
    sheets: 500,
  },
  {
    line: ["Papir u boji", "coloured paper"],
    format: "A4",
    grams: 80,
    sheets: 100,
    colour: ["pastelno plavi", "pastel blue"],
  },
  { line: ["Kartonski papir", "card stock"], format: "A4", grams: 160, sheets: 250 },
  {
    line: ["Foto papir sjajni", "glossy photo paper"],
    format: "10 × 15 cm",
    grams: 260,
    sheets: 50,
    photo: true,
  },
  {
    line: ["Papir u boji", "coloured paper"],
    format: "A4",
    grams: 80,
    sheets: 250,
    colour: ["mješavina boja", "assorted colours"],
  },
  {
    line: ["Foto papir mat", "matte photo paper"],
    format: "A4",
    grams: 120,
    sheets: 50,
    photo: true,
  },
  { line: ["Kartonski papir", "card stock"], format: "A4", grams: 250, sheets: 100 },
  {
    line: ["Papir u boji", "coloured paper"],
    format: "A4",
    grams: 80,
    sheets: 100,
    colour: ["pastelno zeleni", "pastel green"],
  },
];

const buildPaper: DraftBuilder = ({ combo, rng, brandName }) => {
  const p = combo.pick(PAPERS);
  const brandKey = combo.pick(["velebit", "adriatik"]);
  const packs = combo.pick([1, 5]);
  const rev = revision(combo.generation);
  const brand = brandName(brandKey);
  const sheets: Pair =
    packs === 1
      ? [`${p.sheets} listova`, `${p.sheets} sheets`]
      : [`kutija ${packs} × ${p.sheets} listova`, `box of ${packs} × ${p.sheets} sheets`];
  const colour: Pair = p.colour ? [`, ${p.colour[0]}`, `, ${p.colour[1]}`] : ["", ""];
  const use: Pair = p.photo
    ? ["inkjet pisači", "inkjet printers"]
    : ["laserski i inkjet pisači, fotokopirni uređaji", "laser and inkjet printers, copiers"];
  const useSentence: Pair = p.photo
    ? ["Namijenjen je inkjet pisačima.", "Made for inkjet printers."]
    : [
        "Prikladan je za laserske i inkjet pisače te fotokopirne uređaje.",
        "Suitable for laser and inkjet printers and copiers.",
      ];
  const text = describe(
    rng,
    [
      `${p.line[0]} ${brand} formata ${p.format}, gramature ${p.grams} g/m².`,
      `${brand} ${p.format} ${p.line[1]}, ${p.grams} g/m².`,
    ],
    [
      useSentence,
      p.photo
        ? [
            "Fotografije su žive, a tinta se suši odmah.",
            "Photos come out vivid and the ink dries instantly.",
          ]
        : [
            "Glatka površina ne zapinje u pisaču i ne ostavlja prašinu.",
            "The smooth surface feeds without jams and leaves no dust.",
          ],
      p.recycled
        ? [
            "Izrađen je od 100 % recikliranih vlakana i nosi oznaku EU Ecolabel.",
            "Made from 100% recycled fibres and carries the EU Ecolabel.",
          ]
        : [
            "Papir potječe iz održivo upravljanih šuma (FSC).",
            "The paper comes from responsibly managed forests (FSC).",
          ],
    ],
  );
  const specs = [
    spec("Format", "Format", `${p.format} (${FORMAT_SIZES[p.format] ?? p.format})`),
    spec("Gramatura", "Paper weight", `${p.grams} g/m²`),
    spec("Broj listova", "Sheets", sheets[0], sheets[1]),
    spec("Namjena", "Suitable for", ...use),
    spec("Certifikat", "Certification", p.recycled ? "EU Ecolabel, FSC Recycled" : "FSC"),
  ];
  if (!p.colour && !p.photo)
    specs.splice(2, 0, spec("Bjelina", "Whiteness", p.recycled ? "CIE 110" : "CIE 161"));
  return {
    brandKey,
    nameHr: `${p.line[0]} ${brand} ${p.format} ${p.grams} g/m²${colour[0]}, ${sheets[0]}${rev[0]}`,
    nameEn: `${brand} ${p.format} ${p.line[1]} ${p.grams} g/m²${colour[1]}, ${sheets[1]}${rev[1]}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: specs,
    listPriceCents:
      packs * (p.photo ? 900 : 150 + p.sheets * p.grams * (p.format === "A3" ? 0.03 : 0.015)),
    unitsPerCarton: packs === 1 ? 5 : 1,
    stockScale: 300,
  };
};

interface CableType {
  ends: readonly [string, string];
  power?: string;
  data: string;
  resolution?: string;
}

const USB_CABLES: readonly CableType[] = [
  { ends: ["USB-C", "USB-C"], power: "100 W", data: "480 Mb/s" },
  { ends: ["USB-A", "USB-C"], power: "60 W", data: "480 Mb/s" },
  { ends: ["USB-C", "Lightning"], power: "27 W", data: "480 Mb/s" },
  { ends: ["USB-A", "Lightning"], power: "12 W", data: "480 Mb/s" },
  { ends: ["USB-C 3.2", "USB-C 3.2"], power: "240 W", data: "10 Gb/s" },
  { ends: ["USB-A", "Micro-USB"], power: "10 W", data: "480 Mb/s" },
  { ends: ["USB-A", "USB-B"], data: "480 Mb/s" },
];

const VIDEO_CABLES: readonly CableType[] = [
  { ends: ["HDMI 2.1", "HDMI 2.1"], data: "48 Gb/s", resolution: "8K 60 Hz / 4K 120 Hz" },
  { ends: ["HDMI 2.0", "HDMI 2.0"], data: "18 Gb/s", resolution: "4K 60 Hz" },
  {
    ends: ["DisplayPort 1.4", "DisplayPort 1.4"],
    data: "32,4 Gb/s",
    resolution: "8K 60 Hz / 4K 144 Hz",
  },
  { ends: ["USB-C", "HDMI"], data: "18 Gb/s", resolution: "4K 60 Hz" },
  { ends: ["DisplayPort", "HDMI"], data: "10,2 Gb/s", resolution: "4K 30 Hz" },
  { ends: ["USB-C", "DisplayPort"], data: "32,4 Gb/s", resolution: "8K 30 Hz / 4K 144 Hz" },
  { ends: ["Mini DisplayPort", "DisplayPort"], data: "21,6 Gb/s", resolution: "4K 60 Hz" },
  { ends: ["DVI-D", "HDMI"], data: "9,9 Gb/s", resolution: "1080p 60 Hz" },
];

/** "HDMI 2.1 ↔ HDMI 2.1" reads better as "HDMI 2.1" than "HDMI 2.1 na HDMI 2.1". */
function cableName(type: CableType): Pair {
  const [a, b] = type.ends;
  return a === b ? [a, a] : [`${a} na ${b}`, `${a} to ${b}`];
}

const buildCable: DraftBuilder = ({ combo, rng, flavour, brandName }) => {
  const video = flavour === "video";
  const type = combo.pick(video ? VIDEO_CABLES : USB_CABLES);
  const length = combo.pick(video ? [2, 1.5, 3, 1, 5, 10] : [1, 2, 0.5, 1.5, 3]);
  const colour = video ? COLOURS.black : combo.pick([COLOURS.black, COLOURS.white, COLOURS.grey]);
  const braided = combo.pick([false, true]);
  const rev = revision(combo.generation);
  const brandKey = rng.pick(["linkster", "linkster", "ampero", "ducan"]);
  const brand = brandName(brandKey);
  const ends = cableName(type);
  const len = cm(length);
  const detail = type.power ?? type.resolution?.split(" / ")[0] ?? "";
  const dataEn = type.data.replace(",", ".");
  const noun: Pair = braided ? ["Pleteni kabel", "braided cable"] : ["Kabel", "cable"];
  const text = describe(
    rng,
    [
      `${noun[0]} ${ends[0]} ${brand} duljine ${len[0]} m${type.resolution ? ` prenosi sliku do ${type.resolution}` : ` podržava prijenos podataka do ${type.data}`}.`,
      `The ${brand} ${ends[1]} ${noun[1]} is ${len[1]} m long and ${type.resolution ? `carries video up to ${type.resolution}` : `transfers data at up to ${dataEn}`}.`,
    ],
    [
      type.power
        ? [
            `Podržava brzo punjenje snagom do ${type.power}.`,
            `It supports fast charging at up to ${type.power}.`,
          ]
        : [
            "Pozlaćeni kontakti osiguravaju stabilnu vezu.",
            "Gold-plated contacts keep the connection stable.",
          ],
      braided
        ? [
            "Pleteni najlonski plašt izdržava više od 20.000 savijanja.",
            "The braided nylon jacket survives over 20,000 bends.",
          ]
        : ["Fleksibilni TPE plašt ne zapliće se.", "The flexible TPE jacket does not tangle."],
      [
        "Trostruki oklop štiti signal od smetnji.",
        "Triple shielding protects the signal from interference.",
      ],
    ],
  );
  const specs = [
    spec("Priključak 1", "Connector 1", type.ends[0]),
    spec("Priključak 2", "Connector 2", type.ends[1]),
    spec("Duljina", "Length", `${len[0]} m`, `${len[1]} m`),
    spec("Propusnost", "Bandwidth", type.data, dataEn),
    spec("Plašt", "Jacket", braided ? "pleteni najlon" : "TPE", braided ? "braided nylon" : "TPE"),
    colourSpec([colour.m, colour.en]),
  ];
  if (type.power)
    specs.splice(
      3,
      0,
      spec("Snaga punjenja", "Charging power", `do ${type.power}`, `up to ${type.power}`),
    );
  if (type.resolution)
    specs.splice(3, 0, spec("Maks. rezolucija", "Max resolution", type.resolution));
  return {
    brandKey,
    nameHr: `${noun[0]} ${ends[0]} ${brand}${detail ? ` ${detail}` : ""}, ${len[0]} m, ${colour.m}${rev[0]}`,
    nameEn: `${brand} ${ends[1]} ${noun[1]}${detail ? ` ${detail}` : ""}, ${len[1]} m, ${colour.en}${rev[1]}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: specs,
    listPriceCents: 450 + length * 250 + (braided ? 300 : 0) + (video ? 600 : 0),
    unitsPerCarton: rng.pick([50, 100]),
    stockScale: 400,
  };
};

interface AdapterType {
  name: Pair;
  detail: Pair;
  price: number;
}

const ADAPTERS: readonly AdapterType[] = [
  {
    name: ["USB-C hub 7 u 1", "7-in-1 USB-C hub"],
    detail: ["HDMI 4K, 3× USB-A, SD/microSD, PD 100 W", "HDMI 4K, 3× USB-A, SD/microSD, PD 100 W"],
    price: 3999,
  },
  {
    name: ["Adapter USB-C na HDMI", "USB-C to HDMI adapter"],
    detail: ["4K 60 Hz", "4K 60 Hz"],
    price: 1499,
  },
  {
    name: ["Mrežni adapter USB-C na RJ45", "USB-C to RJ45 network adapter"],
    detail: ["Gigabit Ethernet", "Gigabit Ethernet"],
    price: 1799,
  },
  {
    name: ["USB 3.0 hub 4 u 1", "4-port USB 3.0 hub"],
    detail: ["4× USB-A 5 Gb/s", "4× USB-A 5 Gb/s"],
    price: 1299,
  },
  {
    name: ["Adapter USB-C na USB-A", "USB-C to USB-A adapter"],
    detail: ["USB 3.2, OTG", "USB 3.2, OTG"],
    price: 499,
  },
  {
    name: ["USB-C hub 10 u 1", "10-in-1 USB-C hub"],
    detail: [
      "2× HDMI, RJ45, 3× USB-A, SD, audio, PD 100 W",
      "2× HDMI, RJ45, 3× USB-A, SD, audio, PD 100 W",
    ],
    price: 6499,
  },
  {
    name: ["Adapter DisplayPort na HDMI", "DisplayPort to HDMI adapter"],
    detail: ["4K 30 Hz", "4K 30 Hz"],
    price: 999,
  },
  {
    name: ["Adapter HDMI na VGA", "HDMI to VGA adapter"],
    detail: ["1080p, s audio izlazom", "1080p, with audio out"],
    price: 1199,
  },
  {
    name: ["Čitač kartica USB-C", "USB-C card reader"],
    detail: ["SD i microSD, UHS-I", "SD and microSD, UHS-I"],
    price: 1099,
  },
  {
    name: ["Adapter USB-C na 3,5 mm", "USB-C to 3.5 mm adapter"],
    detail: ["DAC 24 bit / 96 kHz", "DAC 24 bit / 96 kHz"],
    price: 899,
  },
];

const buildAdapter: DraftBuilder = ({ combo, rng, brandName }) => {
  const a = combo.pick(ADAPTERS);
  const colour = combo.pick([COLOURS.grey, COLOURS.silver, COLOURS.black]);
  const brandKey = combo.pick(["linkster", "ampero", "ducan"]);
  const rev = revision(combo.generation);
  const brand = brandName(brandKey);
  const text = describe(
    rng,
    [
      `${a.name[0]} ${brand} (${a.detail[0]}) proširuje prijenosno ili stolno računalo bez dodatnih upravljačkih programa.`,
      `The ${brand} ${a.name[1]} (${a.detail[1]}) extends your laptop or desktop without extra drivers.`,
    ],
    [
      ["Aluminijsko kućište dobro odvodi toplinu.", "The aluminium housing dissipates heat well."],
      [
        "Radi s Windows, macOS, Android i iPadOS uređajima.",
        "Works with Windows, macOS, Android and iPadOS devices.",
      ],
      [
        "Kompaktan je i lako stane u torbu za laptop.",
        "It is compact and slips easily into a laptop bag.",
      ],
    ],
  );
  return {
    brandKey,
    nameHr: `${a.name[0]} ${brand}, ${a.detail[0]}, ${colour.m}${rev[0]}`,
    nameEn: `${brand} ${a.name[1]}, ${a.detail[1]}, ${colour.en}${rev[1]}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Priključci", "Ports", ...a.detail),
      spec("Kućište", "Housing", "aluminij", "aluminium"),
      spec("Duljina kabela", "Cable length", "15 cm"),
      spec("Kompatibilnost", "Compatibility", "Windows, macOS, Android, iPadOS"),
      colourSpec([colour.m, colour.en]),
    ],
    listPriceCents: a.price,
    unitsPerCarton: rng.pick([20, 50]),
    stockScale: 200,
  };
};

const USB_DRIVES = [
  {
    brand: "memora",
    name: "Swift",
    port: ["USB 3.2 Gen 1", "USB 3.2 Gen 1"] as Pair,
    metal: true,
    read: 150,
    factor: 1,
  },
  {
    brand: "memora",
    name: "Dual C",
    port: ["USB-C i USB-A", "USB-C and USB-A"] as Pair,
    metal: true,
    read: 200,
    factor: 1.3,
  },
  {
    brand: "ducan",
    name: "Stick",
    port: ["USB 3.0", "USB 3.0"] as Pair,
    metal: false,
    read: 100,
    factor: 0.8,
  },
  {
    brand: "memora",
    name: "Micro",
    port: ["USB 2.0", "USB 2.0"] as Pair,
    metal: false,
    read: 25,
    factor: 0.7,
  },
  {
    brand: "memora",
    name: "Pro 400",
    port: ["USB 3.2 Gen 2", "USB 3.2 Gen 2"] as Pair,
    metal: true,
    read: 400,
    factor: 1.8,
  },
];

const CAPACITY_PRICES: Readonly<Record<number, number>> = {
  16: 599,
  32: 699,
  64: 999,
  128: 1599,
  256: 2799,
  512: 4999,
};

const buildUsbDrive: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(USB_DRIVES);
  const capacity = combo.pick([64, 32, 128, 256, 16, 512]);
  const colour = combo.pick([COLOURS.silver, COLOURS.black, COLOURS.blue, COLOURS.red]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const write = Math.round(s.read * 0.4);
  const text = describe(
    rng,
    [
      `USB memorija ${model} kapaciteta ${capacity} GB čita podatke brzinom do ${s.read} MB/s.`,
      `The ${model} ${capacity} GB USB flash drive reads at up to ${s.read} MB/s.`,
    ],
    [
      s.metal
        ? [
            "Metalno kućište otporno je na udarce i ogrebotine.",
            "The metal housing resists knocks and scratches.",
          ]
        : [
            "Lagano plastično kućište s poklopcem štiti priključak.",
            "A light plastic housing with a cap protects the connector.",
          ],
      [
        "Ušica za privjesak omogućuje da je uvijek imate uz ključeve.",
        "A key-ring loop keeps it with your keys.",
      ],
      [
        "Radi bez instalacije na računalima, televizorima i auto radijima.",
        "Works without installation on computers, TVs and car stereos.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `USB memorija ${model} ${capacity} GB, ${s.port[0]}, ${colour.f}`,
    nameEn: `${model} ${capacity} GB USB flash drive, ${s.port[1]}, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Kapacitet", "Capacity", `${capacity} GB`),
      spec("Sučelje", "Interface", ...s.port),
      spec("Brzina čitanja", "Read speed", `do ${s.read} MB/s`, `up to ${s.read} MB/s`),
      spec("Brzina pisanja", "Write speed", `do ${write} MB/s`, `up to ${write} MB/s`),
      spec("Kućište", "Housing", s.metal ? "metalno" : "plastično", s.metal ? "metal" : "plastic"),
      colourSpec([colour.f, colour.en]),
    ],
    listPriceCents: (CAPACITY_PRICES[capacity] ?? 999) * s.factor,
    unitsPerCarton: rng.pick([50, 100]),
    stockScale: 300,
  };
};

const CHARGERS = [
  {
    brand: "voltis",
    name: "Nano GaN",
    watts: 65,
    ports: ["2× USB-C i USB-A", "2× USB-C and USB-A"] as Pair,
    type: "wall",
  },
  {
    brand: "ampero",
    name: "Duo",
    watts: 35,
    ports: ["USB-C i USB-A", "USB-C and USB-A"] as Pair,
    type: "wall",
  },
  { brand: "voltis", name: "Mini", watts: 20, ports: ["USB-C", "USB-C"] as Pair, type: "wall" },
  {
    brand: "ampero",
    name: "Drive",
    watts: 45,
    ports: ["USB-C i USB-A", "USB-C and USB-A"] as Pair,
    type: "car",
  },
  {
    brand: "voltis",
    name: "Nano GaN Max",
    watts: 100,
    ports: ["3× USB-C i USB-A", "3× USB-C and USB-A"] as Pair,
    type: "wall",
  },
  {
    brand: "ducan",
    name: "Basic",
    watts: 12,
    ports: ["2× USB-A", "2× USB-A"] as Pair,
    type: "wall",
  },
  {
    brand: "ampero",
    name: "Pad",
    watts: 15,
    ports: ["Qi, USB-C ulaz", "Qi, USB-C input"] as Pair,
    type: "wireless",
  },
  {
    brand: "voltis",
    name: "Desk Pro",
    watts: 140,
    ports: ["3× USB-C i USB-A", "3× USB-C and USB-A"] as Pair,
    type: "wall",
  },
] as const;

const CHARGER_NOUNS: Readonly<Record<string, Pair>> = {
  wall: ["Brzi punjač", "fast charger"],
  car: ["Auto punjač", "car charger"],
  wireless: ["Bežični punjač", "wireless charger"],
};

const buildCharger: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(CHARGERS);
  const colour = combo.pick([COLOURS.white, COLOURS.black]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const noun = CHARGER_NOUNS[s.type] ?? ["Punjač", "charger"];
  const input: Pair =
    s.type === "car"
      ? ["12–24 V DC", "12–24 V DC"]
      : s.type === "wireless"
        ? ["USB-C, 9 V / 2 A", "USB-C, 9 V / 2 A"]
        : ["100–240 V AC, 50/60 Hz", "100–240 V AC, 50/60 Hz"];
  const text = describe(
    rng,
    [
      s.type === "wireless"
        ? `${noun[0]} ${model} snage ${s.watts} W puni mobitele i slušalice s podrškom za Qi.`
        : `${noun[0]} ${model} snage ${s.watts} W puni mobitele${s.watts >= 60 ? ", tablete i prijenosna računala" : " i tablete"}.`,
      s.type === "wireless"
        ? `The ${model} ${s.watts} W ${noun[1]} charges Qi-enabled phones and earbuds.`
        : `The ${model} ${s.watts} W ${noun[1]} charges phones${s.watts >= 60 ? ", tablets and laptops" : " and tablets"}.`,
    ],
    [
      [
        "Podržava USB Power Delivery 3.0 i Quick Charge 4+.",
        "It supports USB Power Delivery 3.0 and Quick Charge 4+.",
      ],
      [
        "Zaštićen je od prenapona, pregrijavanja i kratkog spoja.",
        "It is protected against over-voltage, overheating and short circuits.",
      ],
      s.name.includes("GaN")
        ? [
            "GaN tehnologija čini ga do 40 % manjim od klasičnih punjača.",
            "GaN technology makes it up to 40% smaller than classic chargers.",
          ]
        : [
            "Snaga se automatski raspoređuje između spojenih uređaja.",
            "Power is shared automatically between connected devices.",
          ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `${noun[0]} ${model}, ${s.watts} W, ${s.ports[0]}, ${colour.m}`,
    nameEn: `${model} ${s.watts} W ${noun[1]}, ${s.ports[1]}, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Maks. snaga", "Max power", `${s.watts} W`),
      spec("Priključci", "Ports", ...s.ports),
      spec("Protokoli", "Protocols", "USB PD 3.0, Quick Charge 4+"),
      spec("Ulaz", "Input", ...input),
      spec(
        "Zaštite",
        "Protection",
        "prenapon, pregrijavanje, kratki spoj",
        "over-voltage, overheating, short circuit",
      ),
      colourSpec([colour.m, colour.en]),
    ],
    listPriceCents: 700 + s.watts * 45,
    unitsPerCarton: rng.pick([50, 100]),
    stockScale: 250,
  };
};

const POWER_BANKS = [
  { brand: "voltis", name: "Volt", mAh: 20000, watts: 22.5, magnetic: false, weight: 380 },
  { brand: "ampero", name: "Go", mAh: 5000, watts: 12, magnetic: false, weight: 120 },
  { brand: "voltis", name: "Volt Slim", mAh: 10000, watts: 20, magnetic: false, weight: 210 },
  { brand: "ampero", name: "Go Mag", mAh: 5000, watts: 15, magnetic: true, weight: 140 },
  { brand: "voltis", name: "Volt Max", mAh: 27000, watts: 65, magnetic: false, weight: 490 },
  { brand: "ampero", name: "Charge 10", mAh: 10000, watts: 22.5, magnetic: false, weight: 230 },
];

function phoneCharges(mAh: number): Pair {
  const times = Math.max(1, Math.round(mAh / 4000));
  return times === 1
    ? ["Prosječan mobitel napuni otprilike jednom.", "It charges an average phone about once."]
    : [
        `Prosječan mobitel napuni otprilike ${times} puta.`,
        `It charges an average phone about ${times} times.`,
      ];
}

const buildPowerBank: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(POWER_BANKS);
  const colour = combo.pick([COLOURS.black, COLOURS.white, COLOURS.blue, COLOURS.pink]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const watts = cm(s.watts);
  const noun: Pair = s.magnetic
    ? ["Magnetska prijenosna baterija", "magnetic power bank"]
    : ["Prijenosna baterija", "power bank"];
  const text = describe(
    rng,
    [
      `${noun[0]} ${model} kapaciteta ${s.mAh} mAh puni uređaje snagom do ${watts[0]} W.`,
      `The ${model} ${s.mAh} mAh ${noun[1]} charges devices at up to ${watts[1]} W.`,
    ],
    [
      phoneCharges(s.mAh),
      [
        "LED indikator prikazuje preostali kapacitet.",
        "An LED indicator shows the remaining charge.",
      ],
      [
        `Teži ${s.weight} g i može se nositi u zrakoplovu.`,
        `It weighs ${s.weight} g and is allowed on flights.`,
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `${noun[0]} ${model} ${s.mAh} mAh, ${watts[0]} W, ${colour.f}`,
    nameEn: `${model} ${s.mAh} mAh ${noun[1]}, ${watts[1]} W, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Kapacitet", "Capacity", `${s.mAh} mAh`),
      spec("Maks. izlazna snaga", "Max output", `${watts[0]} W`, `${watts[1]} W`),
      spec("Priključci", "Ports", "USB-C (ulaz/izlaz), USB-A", "USB-C (in/out), USB-A"),
      spec(
        "Bežično punjenje",
        "Wireless charging",
        s.magnetic ? "da, magnetsko 15 W" : "ne",
        s.magnetic ? "yes, magnetic 15 W" : "no",
      ),
      spec("Težina", "Weight", `${s.weight} g`),
      colourSpec([colour.f, colour.en]),
    ],
    listPriceCents: 900 + s.mAh * 0.12 + s.watts * 40 + (s.magnetic ? 1000 : 0),
    unitsPerCarton: rng.pick([20, 40]),
    stockScale: 150,
  };
};

const WEBCAMS = [
  {
    brand: "viewmo",
    name: "Clarity",
    res: "1080p",
    pixels: "1920 × 1080",
    fps: 30,
    fov: 90,
    price: 3999,
  },
  {
    brand: "viewmo",
    name: "Meet",
    res: "720p",
    pixels: "1280 × 720",
    fps: 30,
    fov: 70,
    price: 2499,
  },
  {
    brand: "vortexa",
    name: "StreamCam",
    res: "1080p",
    pixels: "1920 × 1080",
    fps: 60,
    fov: 78,
    price: 6999,
  },
  {
    brand: "viewmo",
    name: "Clarity Pro",
    res: "2K",
    pixels: "2560 × 1440",
    fps: 30,
    fov: 95,
    price: 5999,
  },
  {
    brand: "viewmo",
    name: "Studio",
    res: "4K",
    pixels: "3840 × 2160",
    fps: 30,
    fov: 90,
    price: 11999,
  },
  {
    brand: "viewmo",
    name: "Meet Wide",
    res: "1080p",
    pixels: "1920 × 1080",
    fps: 30,
    fov: 110,
    price: 4999,
  },
];

const buildWebcam: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(WEBCAMS);
  const colour = combo.pick([COLOURS.black, COLOURS.white, COLOURS.grey]);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const text = describe(
    rng,
    [
      `Web kamera ${model} snima u rezoluciji ${s.res} pri ${s.fps} sličica u sekundi.`,
      `The ${model} webcam records in ${s.res} at ${s.fps} frames per second.`,
    ],
    [
      [
        "Dvostruki mikrofon s redukcijom šuma jasno prenosi glas.",
        "A dual noise-reducing microphone carries your voice clearly.",
      ],
      [
        "Poklopac za privatnost zatvara objektiv kad kamera nije u uporabi.",
        "A privacy shutter covers the lens when the camera is not in use.",
      ],
      [
        "Univerzalni nosač pričvršćuje se na monitor, laptop ili stativ.",
        "The universal clip mounts on a monitor, laptop or tripod.",
      ],
      [
        "Radi s aplikacijama Teams, Zoom i Google Meet bez instalacije.",
        "Works with Teams, Zoom and Google Meet without installation.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `Web kamera ${model} ${s.res}, ${s.fps} fps, s mikrofonom, ${colour.f}`,
    nameEn: `${model} ${s.res} webcam, ${s.fps} fps, with microphone, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Rezolucija", "Resolution", `${s.pixels} (${s.res})`),
      spec("Broj sličica", "Frame rate", `${s.fps} fps`),
      spec("Vidno polje", "Field of view", `${s.fov}°`),
      spec(
        "Fokus",
        "Focus",
        s.res === "720p" ? "fiksni" : "automatski",
        s.res === "720p" ? "fixed" : "autofocus",
      ),
      spec("Priključak", "Connection", "USB-A, kabel 1,5 m", "USB-A, 1.5 m cable"),
      spec("Poklopac za privatnost", "Privacy shutter", "da", "yes"),
      colourSpec([colour.f, colour.en]),
    ],
    listPriceCents: s.price,
    unitsPerCarton: rng.pick([20, 40]),
    stockScale: 100,
  };
};

const BAGS = [
  { brand: "portare", name: "Metro", type: "bag" },
  { brand: "portare", name: "Trek", type: "backpack" },
  { brand: "portare", name: "Slim", type: "sleeve" },
  { brand: "adriatik", name: "Business", type: "bag" },
  { brand: "portare", name: "Commuter", type: "backpack" },
  { brand: "adriatik", name: "Classic", type: "sleeve" },
];

const BAG_NOUNS: Readonly<Record<string, { hr: string; en: string; feminine: boolean }>> = {
  bag: { hr: "Torba za laptop", en: "laptop bag", feminine: true },
  backpack: { hr: "Ruksak za laptop", en: "laptop backpack", feminine: false },
  sleeve: { hr: "Navlaka za laptop", en: "laptop sleeve", feminine: true },
};

const buildBag: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(BAGS);
  const inches = combo.pick([15.6, 14, 13.3, 17.3, 16]);
  const colour = combo.pick([COLOURS.black, COLOURS.grey, COLOURS.navy]);
  const noun = BAG_NOUNS[s.type] ?? { hr: "Torba za laptop", en: "laptop bag", feminine: true };
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const size = cm(inches);
  const colourHr = noun.feminine ? colour.f : colour.m;
  const cmDiag = cm(Math.round(inches * 25.4) / 10);
  const text = describe(
    rng,
    [
      `${noun.hr} ${model} odgovara prijenosnim računalima sa zaslonom do ${size[0]}".`,
      `The ${model} ${noun.en} fits laptops with screens up to ${size[1]}".`,
    ],
    [
      [
        `${noun.feminine ? "Izrađena" : "Izrađen"} je od poliestera otpornog na vodu.`,
        "It is made of water-resistant polyester.",
      ],
      [
        "Podstavljeni pretinac štiti računalo od udaraca.",
        "A padded compartment protects the laptop from knocks.",
      ],
      s.type === "sleeve"
        ? [
            "Tanka je pa stane i u veći ruksak ili aktovku.",
            "It is slim enough to slip into a larger backpack or briefcase.",
          ]
        : [
            "Dodatni džepovi primaju punjač, miš i dokumente.",
            "Extra pockets take the charger, mouse and documents.",
          ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `${noun.hr} ${model} ${size[0]}", ${colourHr}`,
    nameEn: `${model} ${size[1]}" ${noun.en}, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec(
        "Za zaslone do",
        "Fits screens up to",
        `${size[0]}" (${cmDiag[0]} cm)`,
        `${size[1]}" (${cmDiag[1]} cm)`,
      ),
      spec("Materijal", "Material", "poliester otporan na vodu", "water-resistant polyester"),
      spec("Podstava", "Padding", "pjena 5 mm", "5 mm foam"),
      ...(s.type === "backpack" ? [spec("Zapremina", "Volume", "22 l")] : []),
      colourSpec([colourHr, colour.en]),
    ],
    listPriceCents:
      (s.type === "sleeve" ? 1500 : s.type === "backpack" ? 4000 : 3000) + inches * 100,
    unitsPerCarton: rng.pick([10, 20]),
    stockScale: 80,
  };
};

interface Cut {
  short: Pair;
  full: Pair;
  /** How the sheets end up: "na konfete veličine 4 × 35 mm". */
  phrase: Pair;
}

const CUTS: Readonly<Record<string, Cut>> = {
  strip: {
    short: ["rez na trakice", "strip-cut"],
    full: ["trakice (6 mm)", "strip-cut (6 mm)"],
    phrase: ["na trakice široke 6 mm", "into 6 mm strips"],
  },
  cross: {
    short: ["rez na konfete", "cross-cut"],
    full: ["konfete (4 × 35 mm)", "cross-cut (4 × 35 mm)"],
    phrase: ["na konfete veličine 4 × 35 mm", "into 4 × 35 mm particles"],
  },
  micro: {
    short: ["mikrorez", "micro-cut"],
    full: ["mikrorez (2 × 15 mm)", "micro-cut (2 × 15 mm)"],
    phrase: ["na sitne čestice veličine 2 × 15 mm", "into tiny 2 × 15 mm particles"],
  },
};

const SHREDDERS = [
  { brand: "secura", name: "S12 CC", sheets: 12, cut: "cross", level: "P-4", bin: 21 },
  { brand: "adriatik", name: "Home 6", sheets: 6, cut: "strip", level: "P-2", bin: 12 },
  { brand: "secura", name: "S6 MC", sheets: 6, cut: "micro", level: "P-5", bin: 14 },
  { brand: "secura", name: "S30 Office", sheets: 30, cut: "cross", level: "P-4", bin: 40 },
  { brand: "secura", name: "S8 CC", sheets: 8, cut: "cross", level: "P-4", bin: 15 },
  { brand: "secura", name: "S10 MC", sheets: 10, cut: "micro", level: "P-5", bin: 25 },
];

const buildShredder: DraftBuilder = ({ combo, rng, brandName }) => {
  const s = combo.pick(SHREDDERS);
  const colour = combo.pick([COLOURS.black, COLOURS.silver, COLOURS.white]);
  const cut = CUTS[s.cut] ?? CUTS.cross;
  if (!cut) throw new Error(`unknown cut ${s.cut}`);
  const model = `${brandName(s.brand)} ${s.name}${edition(combo.generation)}`;
  const text = describe(
    rng,
    [
      `Uništavač dokumenata ${model} odjednom reže ${s.sheets} listova ${cut.phrase[0]}, uz sigurnosnu razinu ${s.level}.`,
      `The ${model} paper shredder cuts ${s.sheets} sheets at a time ${cut.phrase[1]}, at security level ${s.level}.`,
    ],
    [
      [
        `Spremnik od ${s.bin} l prazni se izvlačenjem sprijeda.`,
        `The ${s.bin} l bin pulls out from the front.`,
      ],
      ["Uništava i spajalice te kreditne kartice.", "It also shreds staples and credit cards."],
      [
        "Zaštita od pregrijavanja i automatsko pokretanje olakšavaju rad.",
        "Overheat protection and auto start make it easy to use.",
      ],
    ],
  );
  return {
    brandKey: s.brand,
    nameHr: `Uništavač dokumenata ${model}, ${cut.short[0]}, ${s.level}, ${s.sheets} listova, ${colour.m}`,
    nameEn: `${model} paper shredder, ${cut.short[1]}, ${s.level}, ${s.sheets} sheets, ${colour.en}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Vrsta reza", "Cut type", ...cut.full),
      spec("Sigurnosna razina", "Security level", `${s.level} (DIN 66399)`),
      spec(
        "Kapacitet",
        "Sheet capacity",
        `${s.sheets} listova (80 g/m²)`,
        `${s.sheets} sheets (80 g/m²)`,
      ),
      spec("Spremnik", "Bin", `${s.bin} l`),
      spec("Uništava i", "Also shreds", "spajalice, kreditne kartice", "staples, credit cards"),
      colourSpec([colour.m, colour.en]),
    ],
    listPriceCents: 3500 + s.sheets * 500 + s.bin * 150 + (s.cut === "micro" ? 4000 : 0),
    unitsPerCarton: rng.pick([1, 2]),
    stockScale: 30,
  };
};

// ---------------------------------------------------------------------------
// Screen glass

interface GlassFinish {
  name: Pair;
  thickness: number;
  adhesive: Pair;
}

const FULL_GLUE: Pair = ["po cijeloj površini (full glue)", "full surface (full glue)"];

const FLAT_FINISHES: readonly GlassFinish[] = [
  { name: ["full glue", "full glue"], thickness: 0.33, adhesive: FULL_GLUE },
  {
    name: ["full cover, crni rub", "full cover, black frame"],
    thickness: 0.4,
    adhesive: FULL_GLUE,
  },
  { name: ["2.5D, prozirno", "2.5D, clear"], thickness: 0.26, adhesive: FULL_GLUE },
  { name: ["mat, protiv odsjaja", "matte, anti-glare"], thickness: 0.33, adhesive: FULL_GLUE },
  {
    name: ["s okvirom za postavljanje", "with installation frame"],
    thickness: 0.33,
    adhesive: FULL_GLUE,
  },
  { name: ["zaštita od plavog svjetla", "anti-blue light"], thickness: 0.33, adhesive: FULL_GLUE },
];

const CURVED_FINISHES: readonly GlassFinish[] = [
  {
    name: ["3D zakrivljeno, UV ljepilo", "3D curved, UV glue"],
    thickness: 0.33,
    adhesive: ["tekuće UV ljepilo", "liquid UV glue"],
  },
  {
    name: ["3D zakrivljeno, full glue", "3D curved, full glue"],
    thickness: 0.33,
    adhesive: FULL_GLUE,
  },
  {
    name: ["3D zakrivljeno, rubno ljepilo", "3D curved, edge glue"],
    thickness: 0.3,
    adhesive: ["samo po rubovima", "edges only"],
  },
  { name: ["3D zakrivljeno, mat", "3D curved, matte"], thickness: 0.33, adhesive: FULL_GLUE },
];

const TABLET_FINISHES: readonly GlassFinish[] = [
  { name: ["full glue", "full glue"], thickness: 0.33, adhesive: FULL_GLUE },
  { name: ["mat, protiv odsjaja", "matte, anti-glare"], thickness: 0.33, adhesive: FULL_GLUE },
  { name: ["2.5D, prozirno", "2.5D, clear"], thickness: 0.3, adhesive: FULL_GLUE },
  { name: ["zaštita od plavog svjetla", "anti-blue light"], thickness: 0.33, adhesive: FULL_GLUE },
];

const PRIVACY_FINISHES: readonly GlassFinish[] = [
  { name: ["full glue", "full glue"], thickness: 0.33, adhesive: FULL_GLUE },
  {
    name: ["full cover, crni rub", "full cover, black frame"],
    thickness: 0.4,
    adhesive: FULL_GLUE,
  },
  {
    name: ["s okvirom za postavljanje", "with installation frame"],
    thickness: 0.33,
    adhesive: FULL_GLUE,
  },
];

const WATCH_FINISHES: readonly GlassFinish[] = [
  { name: ["prozirno", "clear"], thickness: 0.3, adhesive: FULL_GLUE },
  {
    name: ["3D zakrivljeno, crni rub", "3D curved, black edge"],
    thickness: 0.3,
    adhesive: FULL_GLUE,
  },
  { name: ["mat, protiv odsjaja", "matte, anti-glare"], thickness: 0.3, adhesive: FULL_GLUE },
];

const LENS_FINISHES: readonly Pair[] = [
  ["prozirno", "clear"],
  ["s crnim okvirom", "with black frame"],
  ["pojedinačni metalni prstenovi, srebrni", "individual metal rings, silver"],
  ["pojedinačni metalni prstenovi, crni", "individual metal rings, black"],
  ["pojedinačni metalni prstenovi, plavi", "individual metal rings, blue"],
];

const GLASS_BRANDS = ["lumina", "lumina", "vitrum", "kristal", "ducan"];
const PACKS = [1, 2, 3, 10];
const GLASS_LINES = ["", " Pro", " Ultra", " Armor", " Crystal", " Nano", " Max", " Elite"];

function glassLine(generation: number): string {
  const line = GLASS_LINES[generation % GLASS_LINES.length] ?? "";
  const round = Math.floor(generation / GLASS_LINES.length);
  return round === 0 ? line : `${line || " Classic"} ${round + 1}`;
}

function packLabel(pack: number): Pair {
  if (pack === 1) return ["", ""];
  if (pack === 10) return [", servisno pakiranje 10 kom", ", service pack of 10"];
  return [`, paket ${pack} kom`, `, ${pack}-pack`];
}

const PACK_PRICE: Readonly<Record<number, number>> = { 1: 1, 2: 1.6, 3: 2.1, 10: 5 };

interface Device {
  name: string;
  curved: boolean;
}

function device(model: string): Device {
  return model.endsWith("*")
    ? { name: model.slice(0, -1), curved: true }
    : { name: model, curved: false };
}

const GLASS_EXTRAS = (d: Device, thickness: Pair): readonly Pair[] => [
  [
    `Debljine je samo ${thickness[0]} mm pa ne utječe na osjetljivost zaslona na dodir.`,
    `At only ${thickness[1]} mm thick it keeps the touchscreen fully responsive.`,
  ],
  [
    "Oleofobni premaz odbija otiske prstiju i lako se čisti.",
    "An oleophobic coating repels fingerprints and wipes clean easily.",
  ],
  [
    "Postavljanje bez mjehurića uz priložene maramice i naljepnice za prašinu.",
    "Bubble-free installation with the included wipes and dust stickers.",
  ],
  [`Izrezi su precizno prilagođeni modelu ${d.name}.`, `Cut-outs precisely match the ${d.name}.`],
  [
    "Staklo je kompatibilno s većinom zaštitnih maski.",
    "The glass works with most protective cases.",
  ],
];

function glassSpecs(
  d: Device,
  finish: GlassFinish,
  pack: number,
  hardness: boolean,
): GeneratedSpecification[] {
  const thickness = cm(finish.thickness);
  return [
    ...(hardness ? [spec("Tvrdoća", "Hardness", "9H")] : []),
    spec("Debljina", "Thickness", `${thickness[0]} mm`, `${thickness[1]} mm`),
    spec("Kompatibilni model", "Compatible model", d.name),
    spec(
      "Rubovi",
      "Edges",
      d.curved ? "3D zakrivljeni" : "2.5D zaobljeni",
      d.curved ? "3D curved" : "2.5D rounded",
    ),
    spec("Ljepilo", "Adhesive", ...finish.adhesive),
    spec("Premaz", "Coating", "oleofobni, protiv otisaka prstiju", "oleophobic, anti-fingerprint"),
    spec(
      "Sadržaj pakiranja",
      "In the box",
      `${pack} × staklo, maramice za čišćenje, naljepnice za prašinu`,
      `${pack} × glass, cleaning wipes, dust stickers`,
    ),
  ];
}

interface GlassStyle {
  finishes: (d: Device) => readonly GlassFinish[];
  title: (d: Device, line: string) => Pair;
  intro: (d: Device) => Pair;
  base: number;
  units: readonly number[];
  privacy?: boolean;
}

function buildGlass(style: GlassStyle): DraftBuilder {
  return ({ combo, rng, models }) => {
    const d = device(combo.pick(models));
    const finish = combo.pick(style.finishes(d));
    const pack = combo.pick(PACKS);
    const line = glassLine(combo.generation);
    const title = style.title(d, line);
    const packText = packLabel(pack);
    const thickness = cm(finish.thickness);
    const extras = GLASS_EXTRAS(d, thickness);
    const text = describe(
      rng,
      style.intro(d),
      style.privacy
        ? [
            [
              "Pod kutom većim od 28° zaslon izgleda tamno, pa vaše poruke ostaju samo vaše.",
              "Beyond a 28° angle the screen looks dark, so your messages stay yours.",
            ],
            ...extras,
          ]
        : extras,
    );
    const specs = glassSpecs(d, finish, pack, true);
    if (style.privacy)
      specs.splice(
        1,
        0,
        spec(
          "Kut privatnosti",
          "Privacy angle",
          "28° (vidljivo samo sprijeda)",
          "28° (visible only head-on)",
        ),
      );
    return {
      brandKey: rng.pick(GLASS_BRANDS),
      nameHr: `${title[0]}, ${finish.name[0]}${packText[0]}`,
      nameEn: `${title[1]}, ${finish.name[1]}${packText[1]}`,
      descriptionHr: text.hr,
      descriptionEn: text.en,
      specifications: specs,
      listPriceCents:
        (style.base + (d.curved ? 500 : 0) + (finish.thickness >= 0.4 ? 200 : 0)) *
        (PACK_PRICE[pack] ?? pack),
      unitsPerCarton: rng.pick(style.units),
      stockScale: 600,
    };
  };
}

const buildPhoneGlass = buildGlass({
  finishes: (d) => (d.curved ? CURVED_FINISHES : FLAT_FINISHES),
  title: (d, line) => [
    `Zaštitno staklo 9H${line} za ${d.name}`,
    `Tempered glass 9H${line} for ${d.name}`,
  ],
  intro: (d) => [
    `Kaljeno zaštitno staklo tvrdoće 9H štiti zaslon uređaja ${d.name} od ogrebotina, udaraca i pukotina.`,
    `This 9H tempered glass protects the screen of your ${d.name} from scratches, knocks and cracks.`,
  ],
  base: 900,
  units: [50, 100],
});

const buildTabletGlass = buildGlass({
  finishes: () => TABLET_FINISHES,
  title: (d, line) => [
    `Zaštitno staklo 9H${line} za ${d.name}`,
    `Tempered glass 9H${line} for ${d.name}`,
  ],
  intro: (d) => [
    `Kaljeno staklo tvrdoće 9H čuva zaslon tableta ${d.name} od ogrebotina i udaraca.`,
    `This 9H tempered glass guards the screen of your ${d.name} against scratches and knocks.`,
  ],
  base: 1700,
  units: [25, 50],
});

const buildPrivacyGlass = buildGlass({
  finishes: () => PRIVACY_FINISHES,
  title: (d, line) => [
    `Zaštitno staklo za privatnost 9H${line} za ${d.name}`,
    `Privacy tempered glass 9H${line} for ${d.name}`,
  ],
  intro: (d) => [
    `Zaštitno staklo za privatnost štiti zaslon uređaja ${d.name} i od ogrebotina i od znatiželjnih pogleda.`,
    `This privacy glass protects your ${d.name} screen from scratches and from prying eyes.`,
  ],
  base: 1400,
  units: [50, 100],
  privacy: true,
});

const buildWatchGlass = buildGlass({
  finishes: () => WATCH_FINISHES,
  title: (d, line) => [
    `Zaštitno staklo${line} za ${d.name}`,
    `Tempered glass${line} for ${d.name}`,
  ],
  intro: (d) => [
    `Kaljeno staklo prilagođeno zaslonu sata ${d.name} štiti ga od ogrebotina pri svakodnevnom nošenju.`,
    `Tempered glass cut for the ${d.name} display keeps it scratch-free in everyday wear.`,
  ],
  base: 800,
  units: [50, 100],
});

const buildLensGlass: DraftBuilder = ({ combo, rng, models }) => {
  const d = device(combo.pick(models));
  const finish = combo.pick(LENS_FINISHES);
  const pack = combo.pick([1, 2]);
  const line = glassLine(combo.generation);
  const packText = packLabel(pack);
  const text = describe(
    rng,
    [
      `Zaštitno staklo za kameru čuva objektive uređaja ${d.name} od ogrebotina i pukotina.`,
      `This camera lens protector keeps the lenses of your ${d.name} free of scratches and cracks.`,
    ],
    [
      [
        "Propušta 99 % svjetla pa ne utječe na kvalitetu fotografija.",
        "It transmits 99% of light, so photo quality stays the same.",
      ],
      [
        "Izrez za bljeskalicu sprječava odsjaj na noćnim snimkama.",
        "A flash cut-out prevents glare in night shots.",
      ],
      [
        "Postavlja se za nekoliko sekundi uz priloženi okvir.",
        "It goes on in seconds with the included frame.",
      ],
    ],
  );
  return {
    brandKey: rng.pick(GLASS_BRANDS),
    nameHr: `Zaštitno staklo${line} za kameru ${d.name}, ${finish[0]}${packText[0]}`,
    nameEn: `Camera lens protector${line} for ${d.name}, ${finish[1]}${packText[1]}`,
    descriptionHr: text.hr,
    descriptionEn: text.en,
    specifications: [
      spec("Tvrdoća", "Hardness", "9H"),
      spec("Debljina", "Thickness", "0,2 mm", "0.2 mm"),
      spec("Kompatibilni model", "Compatible model", d.name),
      spec("Izvedba", "Style", ...finish),
      spec("Propusnost svjetla", "Light transmission", "99 %", "99%"),
      spec(
        "Sadržaj pakiranja",
        "In the box",
        `${pack} × zaštita kamere, maramice, okvir za postavljanje`,
        `${pack} × lens protector, wipes, installation frame`,
      ),
    ],
    listPriceCents: (finish[1].startsWith("individual") ? 1200 : 700) * (PACK_PRICE[pack] ?? pack),
    unitsPerCarton: rng.pick([50, 100]),
    stockScale: 500,
  };
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const DRAFT_BUILDERS: Readonly<Record<ProductKind, DraftBuilder>> = {
  mouse: buildMouse,
  keyboard: buildKeyboard,
  headset: buildHeadset,
  mousepad: buildMousepad,
  controller: buildController,
  chair: buildChair,
  microphone: buildMicrophone,
  toner: buildToner,
  ink: buildInk,
  paper: buildPaper,
  cable: buildCable,
  adapter: buildAdapter,
  "usb-drive": buildUsbDrive,
  charger: buildCharger,
  powerbank: buildPowerBank,
  webcam: buildWebcam,
  bag: buildBag,
  shredder: buildShredder,
  "glass-phone": buildPhoneGlass,
  "glass-tablet": buildTabletGlass,
  "glass-lens": buildLensGlass,
  "glass-privacy": buildPrivacyGlass,
  "glass-watch": buildWatchGlass,
};
