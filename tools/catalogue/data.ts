/**
 * Fixed tables of the demo catalogue: the category tree, the brands, real
 * phone/tablet/watch model names for screen glass, and colour words.
 */

export const PRODUCT_KINDS = [
  "mouse",
  "keyboard",
  "headset",
  "mousepad",
  "controller",
  "chair",
  "microphone",
  "toner",
  "ink",
  "paper",
  "cable",
  "adapter",
  "usb-drive",
  "charger",
  "powerbank",
  "webcam",
  "bag",
  "shredder",
  "glass-phone",
  "glass-tablet",
  "glass-lens",
  "glass-privacy",
  "glass-watch",
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** What a leaf category sells and how big a share of the catalogue it gets. */
export interface LeafSpec {
  kind: ProductKind;
  /** Relative share of the products. */
  weight: number;
  /** Sub-variety of the kind, e.g. "mechanical" keyboards or "video" cables. */
  flavour?: string;
  /** Device model names the glass is cut for. */
  models?: readonly string[];
}

export interface CategoryNode {
  /** Key segment; the full key is the dotted path, e.g. "glass.phones.apple". */
  segment: string;
  groupCode: string;
  nameHr: string;
  nameEn: string;
  leaf?: LeafSpec;
  children?: readonly CategoryNode[];
}

// ---------------------------------------------------------------------------
// Device models (real names are what customers search for).

const withMaker = (maker: string, models: readonly string[]): string[] =>
  models.map((m) => `${maker} ${m}`);

/** A trailing "*" marks a curved screen (glass is sold as 3D curved). */
export const APPLE_PHONES = withMaker("Apple", [
  "iPhone 11",
  "iPhone 11 Pro",
  "iPhone 11 Pro Max",
  "iPhone SE (2022)",
  "iPhone 12 mini",
  "iPhone 12",
  "iPhone 12 Pro",
  "iPhone 12 Pro Max",
  "iPhone 13 mini",
  "iPhone 13",
  "iPhone 13 Pro",
  "iPhone 13 Pro Max",
  "iPhone 14",
  "iPhone 14 Plus",
  "iPhone 14 Pro",
  "iPhone 14 Pro Max",
  "iPhone 15",
  "iPhone 15 Plus",
  "iPhone 15 Pro",
  "iPhone 15 Pro Max",
  "iPhone 16e",
  "iPhone 16",
  "iPhone 16 Plus",
  "iPhone 16 Pro",
  "iPhone 16 Pro Max",
]);

export const SAMSUNG_PHONES = withMaker("Samsung", [
  "Galaxy S21",
  "Galaxy S21+",
  "Galaxy S21 Ultra*",
  "Galaxy S21 FE",
  "Galaxy S22",
  "Galaxy S22+",
  "Galaxy S22 Ultra*",
  "Galaxy S23",
  "Galaxy S23+",
  "Galaxy S23 Ultra*",
  "Galaxy S23 FE",
  "Galaxy S24",
  "Galaxy S24+",
  "Galaxy S24 Ultra",
  "Galaxy S24 FE",
  "Galaxy S25",
  "Galaxy S25+",
  "Galaxy S25 Ultra",
  "Galaxy A05s",
  "Galaxy A14",
  "Galaxy A15",
  "Galaxy A16",
  "Galaxy A25",
  "Galaxy A34",
  "Galaxy A35",
  "Galaxy A54",
  "Galaxy A55",
  "Galaxy A56",
  "Galaxy M34",
  "Galaxy Xcover 6 Pro",
]);

export const XIAOMI_PHONES = withMaker("Xiaomi", [
  "Redmi Note 12",
  "Redmi Note 12 Pro",
  "Redmi Note 13",
  "Redmi Note 13 Pro",
  "Redmi Note 13 Pro+*",
  "Redmi Note 14",
  "Redmi Note 14 Pro",
  "Redmi Note 14 Pro+*",
  "Redmi 12",
  "Redmi 13",
  "Redmi 13C",
  "Redmi 14C",
  "Redmi A3",
  "13T",
  "13T Pro",
  "14",
  "14T",
  "14T Pro",
  "Poco X6 Pro",
  "Poco X7",
  "Poco F6",
  "Poco M6 Pro",
]);

export const HUAWEI_PHONES = withMaker("Huawei", [
  "P30",
  "P30 Pro*",
  "P30 lite",
  "P40 lite",
  "P50 Pro*",
  "P60 Pro*",
  "Mate 20 lite",
  "nova 9*",
  "nova 10*",
  "nova 11i",
  "nova 12i",
  "nova Y70",
  "nova Y72",
  "nova Y90",
  "Pura 70",
  "Pura 70 Pro*",
]);

export const GOOGLE_PHONES = withMaker("Google", [
  "Pixel 6",
  "Pixel 6 Pro*",
  "Pixel 6a",
  "Pixel 7",
  "Pixel 7 Pro*",
  "Pixel 7a",
  "Pixel 8",
  "Pixel 8 Pro",
  "Pixel 8a",
  "Pixel 9",
  "Pixel 9 Pro",
  "Pixel 9 Pro XL",
  "Pixel 9a",
]);

export const MOTOROLA_PHONES = withMaker("Motorola", [
  "Moto G14",
  "Moto G24",
  "Moto G34",
  "Moto G54",
  "Moto G55",
  "Moto G84",
  "Moto G85*",
  "Moto E13",
  "Moto E14",
  "Edge 40*",
  "Edge 40 Neo*",
  "Edge 50 Neo",
  "Edge 50 Fusion*",
  "Edge 50 Pro*",
  "Edge 50 Ultra*",
]);

export const ONEPLUS_PHONES = withMaker("OnePlus", [
  "9",
  "9 Pro*",
  "10 Pro*",
  "10T",
  "11*",
  "12*",
  "12R*",
  "13*",
  "13R",
  "Nord 2T",
  "Nord 3",
  "Nord 4",
  "Nord CE 3 Lite",
  "Nord CE 4",
  "Nord CE 4 Lite",
]);

export const OTHER_PHONES = [
  "Nokia G22",
  "Nokia G42",
  "Nokia XR21",
  "Oppo A78",
  "Oppo A79",
  "Oppo Reno10*",
  "Oppo Reno11*",
  "Realme C55",
  "Realme 11 Pro*",
  "Realme 12 Pro*",
  "Honor 90*",
  "Honor 200*",
  "Honor Magic6 Lite*",
  "Honor X8b",
  "Sony Xperia 10 V",
  "Sony Xperia 1 V",
  "Nothing Phone (2)",
  "Nothing Phone (2a)",
  "Fairphone 5",
];

export const IPADS = withMaker("Apple", [
  "iPad 10.2 (2020)",
  "iPad 10.2 (2021)",
  "iPad 10.9 (2022)",
  "iPad 11 (2025)",
  "iPad Air 10.9 (2022)",
  "iPad Air 11 (2024)",
  "iPad Air 13 (2024)",
  "iPad Pro 11 (2022)",
  "iPad Pro 12.9 (2022)",
  "iPad Pro 11 (2024)",
  "iPad Pro 13 (2024)",
  "iPad mini 6 (2021)",
  "iPad mini (2024)",
]);

export const GALAXY_TABS = withMaker("Samsung", [
  "Galaxy Tab A8 10.5",
  "Galaxy Tab A9",
  "Galaxy Tab A9+",
  "Galaxy Tab S6 Lite",
  "Galaxy Tab S7 FE",
  "Galaxy Tab S8",
  "Galaxy Tab S8+",
  "Galaxy Tab S8 Ultra",
  "Galaxy Tab S9",
  "Galaxy Tab S9+",
  "Galaxy Tab S9 Ultra",
  "Galaxy Tab S9 FE",
  "Galaxy Tab S9 FE+",
  "Galaxy Tab S10+",
  "Galaxy Tab S10 Ultra",
]);

export const OTHER_TABLETS = [
  "Lenovo Tab M10 (3rd Gen)",
  "Lenovo Tab M11",
  "Lenovo Tab P11 (2nd Gen)",
  "Lenovo Tab P12",
  "Xiaomi Pad 6",
  "Xiaomi Pad 6S Pro",
  "Xiaomi Redmi Pad SE",
  "Xiaomi Redmi Pad Pro",
  "Huawei MatePad 11.5",
  "Huawei MatePad SE 10.4",
  "Honor Pad X9",
  "Microsoft Surface Pro 9",
];

export const WATCHES = [
  "Apple Watch Series 9 41 mm",
  "Apple Watch Series 9 45 mm",
  "Apple Watch Series 10 42 mm",
  "Apple Watch Series 10 46 mm",
  "Apple Watch SE 40 mm",
  "Apple Watch SE 44 mm",
  "Apple Watch Ultra 2 49 mm",
  "Samsung Galaxy Watch6 40 mm",
  "Samsung Galaxy Watch6 44 mm",
  "Samsung Galaxy Watch6 Classic 43 mm",
  "Samsung Galaxy Watch6 Classic 47 mm",
  "Samsung Galaxy Watch7 40 mm",
  "Samsung Galaxy Watch7 44 mm",
  "Samsung Galaxy Watch Ultra 47 mm",
  "Google Pixel Watch 2",
  "Google Pixel Watch 3 45 mm",
  "Huawei Watch GT 4 41 mm",
  "Huawei Watch GT 4 46 mm",
  "Xiaomi Watch 2",
  "Xiaomi Redmi Watch 4",
];

/** Phones with a camera bump worth protecting: the newer flagships. */
const LENS_PHONES = [
  ...APPLE_PHONES.slice(5),
  ...SAMSUNG_PHONES.filter((m) => / S2[2-5]| A5/.test(m)),
  ...GOOGLE_PHONES.slice(3),
  ...XIAOMI_PHONES.filter((m) => /Note 1[34]|14/.test(m)),
];

const PRIVACY_PHONES = [
  ...APPLE_PHONES.slice(5),
  ...SAMSUNG_PHONES.filter((m) => / S2[3-5]| A[35]5/.test(m)),
  ...XIAOMI_PHONES.filter((m) => /Note 1[34]/.test(m)),
  ...GOOGLE_PHONES.slice(6),
];

// ---------------------------------------------------------------------------
// Category tree. Shares (weights) roughly: glass half, office a quarter, gaming a quarter.

const leaf = (
  segment: string,
  groupCode: string,
  nameHr: string,
  nameEn: string,
  spec: LeafSpec,
): CategoryNode => ({
  segment,
  groupCode,
  nameHr,
  nameEn,
  leaf: spec,
});

const branch = (
  segment: string,
  groupCode: string,
  nameHr: string,
  nameEn: string,
  children: readonly CategoryNode[],
): CategoryNode => ({
  segment,
  groupCode,
  nameHr,
  nameEn,
  children,
});

export const CATEGORY_TREE: readonly CategoryNode[] = [
  branch("gaming", "GM", "Gaming oprema", "Gaming gear", [
    leaf("mice", "GM-MIS", "Miševi", "Mice", { kind: "mouse", weight: 5 }),
    branch("keyboards", "GM-TIP", "Tipkovnice", "Keyboards", [
      leaf("mechanical", "GM-TIP-MEH", "Mehaničke tipkovnice", "Mechanical keyboards", {
        kind: "keyboard",
        weight: 3,
        flavour: "mechanical",
      }),
      leaf("membrane", "GM-TIP-MEM", "Membranske tipkovnice", "Membrane keyboards", {
        kind: "keyboard",
        weight: 2,
        flavour: "membrane",
      }),
    ]),
    leaf("headsets", "GM-SLU", "Slušalice", "Headsets", { kind: "headset", weight: 4 }),
    leaf("mousepads", "GM-POD", "Podloge za miš", "Mouse pads", { kind: "mousepad", weight: 3 }),
    leaf("controllers", "GM-KON", "Kontroleri", "Controllers", { kind: "controller", weight: 2 }),
    leaf("chairs", "GM-STO", "Gaming stolice", "Gaming chairs", { kind: "chair", weight: 1.5 }),
    leaf("microphones", "GM-MIK", "Mikrofoni", "Microphones", { kind: "microphone", weight: 1.5 }),
  ]),
  branch("office", "UR", "Uredska i računalna oprema", "Office and computer equipment", [
    branch("toner-ink", "UR-TT", "Toneri i tinte", "Toner and ink", [
      leaf("toners", "UR-TT-TON", "Toneri", "Toner cartridges", { kind: "toner", weight: 5 }),
      leaf("inks", "UR-TT-TIN", "Tinte", "Ink cartridges", { kind: "ink", weight: 4 }),
    ]),
    leaf("paper", "UR-PAP", "Papir", "Paper", { kind: "paper", weight: 2 }),
    branch("cables", "UR-KAB", "Kabeli i adapteri", "Cables and adapters", [
      leaf("usb", "UR-KAB-USB", "USB kabeli", "USB cables", {
        kind: "cable",
        weight: 3,
        flavour: "usb",
      }),
      leaf("video", "UR-KAB-VID", "HDMI i DisplayPort kabeli", "HDMI and DisplayPort cables", {
        kind: "cable",
        weight: 2,
        flavour: "video",
      }),
      leaf("adapters", "UR-KAB-ADP", "Adapteri i USB hubovi", "Adapters and USB hubs", {
        kind: "adapter",
        weight: 2.5,
      }),
    ]),
    leaf("usb-drives", "UR-USB", "USB memorije", "USB flash drives", {
      kind: "usb-drive",
      weight: 2,
    }),
    branch("power", "UR-NAP", "Punjači i prijenosne baterije", "Chargers and power banks", [
      leaf("chargers", "UR-NAP-PUN", "Punjači", "Chargers", { kind: "charger", weight: 2.5 }),
      leaf("power-banks", "UR-NAP-BAT", "Prijenosne baterije", "Power banks", {
        kind: "powerbank",
        weight: 2,
      }),
    ]),
    leaf("webcams", "UR-KAM", "Web kamere", "Webcams", { kind: "webcam", weight: 1.5 }),
    leaf("laptop-bags", "UR-TOR", "Torbe i ruksaci za laptop", "Laptop bags and backpacks", {
      kind: "bag",
      weight: 2,
    }),
    leaf("shredders", "UR-UNI", "Uništavači dokumenata", "Paper shredders", {
      kind: "shredder",
      weight: 1,
    }),
  ]),
  branch("glass", "ZS", "Zaštitna stakla", "Screen protection", [
    branch("phones", "ZS-MOB", "Zaštitna stakla za mobitele", "Phone screen protectors", [
      leaf("apple", "ZS-MOB-APL", "Apple iPhone", "Apple iPhone", {
        kind: "glass-phone",
        weight: 9,
        models: APPLE_PHONES,
      }),
      leaf("samsung", "ZS-MOB-SAM", "Samsung Galaxy", "Samsung Galaxy", {
        kind: "glass-phone",
        weight: 9,
        models: SAMSUNG_PHONES,
      }),
      leaf("xiaomi", "ZS-MOB-XIA", "Xiaomi i Redmi", "Xiaomi and Redmi", {
        kind: "glass-phone",
        weight: 6,
        models: XIAOMI_PHONES,
      }),
      leaf("huawei", "ZS-MOB-HUA", "Huawei", "Huawei", {
        kind: "glass-phone",
        weight: 3.5,
        models: HUAWEI_PHONES,
      }),
      leaf("google", "ZS-MOB-GOO", "Google Pixel", "Google Pixel", {
        kind: "glass-phone",
        weight: 3,
        models: GOOGLE_PHONES,
      }),
      leaf("motorola", "ZS-MOB-MOT", "Motorola", "Motorola", {
        kind: "glass-phone",
        weight: 3,
        models: MOTOROLA_PHONES,
      }),
      leaf("oneplus", "ZS-MOB-ONE", "OnePlus", "OnePlus", {
        kind: "glass-phone",
        weight: 3,
        models: ONEPLUS_PHONES,
      }),
      leaf("other", "ZS-MOB-OST", "Ostali mobiteli", "Other phones", {
        kind: "glass-phone",
        weight: 3,
        models: OTHER_PHONES,
      }),
    ]),
    branch("tablets", "ZS-TAB", "Zaštitna stakla za tablete", "Tablet screen protectors", [
      leaf("ipad", "ZS-TAB-IPA", "Apple iPad", "Apple iPad", {
        kind: "glass-tablet",
        weight: 3,
        models: IPADS,
      }),
      leaf("galaxy-tab", "ZS-TAB-SAM", "Samsung Galaxy Tab", "Samsung Galaxy Tab", {
        kind: "glass-tablet",
        weight: 2.5,
        models: GALAXY_TABS,
      }),
      leaf("other", "ZS-TAB-OST", "Ostali tableti", "Other tablets", {
        kind: "glass-tablet",
        weight: 1.5,
        models: OTHER_TABLETS,
      }),
    ]),
    leaf("camera", "ZS-KAM", "Zaštita kamere", "Camera lens protectors", {
      kind: "glass-lens",
      weight: 4,
      models: LENS_PHONES,
    }),
    leaf("privacy", "ZS-PRI", "Stakla za privatnost", "Privacy screen protectors", {
      kind: "glass-privacy",
      weight: 3,
      models: PRIVACY_PHONES,
    }),
    leaf("watches", "ZS-SAT", "Stakla za pametne satove", "Smartwatch screen protectors", {
      kind: "glass-watch",
      weight: 2,
      models: WATCHES,
    }),
  ]),
];

/** First-level paths the storefront serves itself; category slugs must avoid them. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "about",
  "b2b",
  "cart",
  "checkout",
  "complaint",
  "contact",
  "data-verification",
  "delivery",
  "delivery-verification",
  "download",
  "eu-fond",
  "fail",
  "gdpr",
  "kolacici",
  "cookies",
  "login",
  "my-rebate",
  "new-items",
  "orders",
  "orders2",
  "page-template",
  "profile",
  "rebate",
  "register",
  "rezultati-pretrazivanja",
  "search-results",
  "sale-items",
  "single-order",
  "success",
  "usporedi",
  "compare",
  "warranty",
  "wishlist",
  "en",
  "api",
  "images",
  "assets",
]);

// ---------------------------------------------------------------------------
// Brands. `short` is how the brand appears inside product names. The house brands (Dućan,
// Adriatik, Velebit, Lumina, Kristal) are made in Croatia and carry GS1 Croatia's prefix 385.

export interface BrandData {
  key: string;
  slug: string;
  name: string;
  short: string;
  /**
   * The brand's GS1 company prefix, six digits: the country's GS1 prefix (385 Croatia for the
   * house brands, 426 Germany, 471 Taiwan, 693 China…) and the company's number. The product's
   * item reference (six digits) and the check digit follow in its EAN-13.
   */
  gs1: string;
  /**
   * How the maker writes its part numbers: `{kind}` two letters for the kind of product, `{ref}`
   * six digits, `{colour}` the colour's code (left out, with a hyphen before it, when the
   * product has no colour).
   */
  mpn: string;
}

export const BRANDS: readonly BrandData[] = [
  {
    key: "ducan",
    slug: "ducan-essentials",
    name: "Dućan Essentials",
    short: "Dućan",
    gs1: "385017",
    mpn: "DE-{kind}{ref}",
  },
  {
    key: "adriatik",
    slug: "adriatik-office",
    name: "Adriatik Office",
    short: "Adriatik",
    gs1: "385042",
    mpn: "ADR-{kind}-{ref}-{colour}",
  },
  {
    key: "kronos",
    slug: "kronos-gaming",
    name: "Kronos Gaming",
    short: "Kronos",
    gs1: "426104",
    mpn: "KR-{kind}{ref}-{colour}",
  },
  {
    key: "vortexa",
    slug: "vortexa",
    name: "Vortexa",
    short: "Vortexa",
    gs1: "471208",
    mpn: "VX{ref}-{colour}",
  },
  {
    key: "nightfang",
    slug: "nightfang",
    name: "Nightfang",
    short: "Nightfang",
    gs1: "693517",
    mpn: "NF{kind}{ref}{colour}",
  },
  {
    key: "hexon",
    slug: "hexon",
    name: "Hexon",
    short: "Hexon",
    gs1: "471355",
    mpn: "HXN-{ref}-{colour}",
  },
  {
    key: "arcton",
    slug: "arcton-seating",
    name: "Arcton Seating",
    short: "Arcton",
    gs1: "590744",
    mpn: "ARC-{kind}{ref}-{colour}",
  },
  {
    key: "sonara",
    slug: "sonara-audio",
    name: "Sonara Audio",
    short: "Sonara",
    gs1: "571302",
    mpn: "SA{ref}-{colour}",
  },
  {
    key: "lumina",
    slug: "lumina-glass",
    name: "Lumina Glass",
    short: "Lumina",
    gs1: "385088",
    mpn: "LG-{kind}-{ref}",
  },
  {
    key: "vitrum",
    slug: "vitrum-shield",
    name: "Vitrum Shield",
    short: "Vitrum",
    gs1: "803916",
    mpn: "VS{ref}",
  },
  {
    key: "kristal",
    slug: "kristal-guard",
    name: "Kristal Guard",
    short: "Kristal",
    gs1: "385094",
    mpn: "KG-{kind}{ref}",
  },
  {
    key: "tonerix",
    slug: "tonerix",
    name: "Tonerix",
    short: "Tonerix",
    gs1: "405287",
    mpn: "TX-{ref}-{colour}",
  },
  {
    key: "inkora",
    slug: "inkora",
    name: "Inkora",
    short: "Inkora",
    gs1: "490161",
    mpn: "INK-{ref}{colour}",
  },
  {
    key: "velebit",
    slug: "velebit-paper",
    name: "Velebit Paper",
    short: "Velebit",
    gs1: "385063",
    mpn: "VP{ref}",
  },
  {
    key: "linkster",
    slug: "linkster",
    name: "Linkster",
    short: "Linkster",
    gs1: "694820",
    mpn: "LK-{kind}{ref}-{colour}",
  },
  {
    key: "ampero",
    slug: "ampero",
    name: "Ampero",
    short: "Ampero",
    gs1: "871455",
    mpn: "AMP{ref}{colour}",
  },
  {
    key: "voltis",
    slug: "voltis",
    name: "Voltis",
    short: "Voltis",
    gs1: "376013",
    mpn: "VT-{ref}-{colour}",
  },
  {
    key: "memora",
    slug: "memora",
    name: "Memora",
    short: "Memora",
    gs1: "880637",
    mpn: "MEM-{kind}{ref}",
  },
  {
    key: "viewmo",
    slug: "viewmo",
    name: "Viewmo",
    short: "Viewmo",
    gs1: "471690",
    mpn: "VW{ref}-{colour}",
  },
  {
    key: "portare",
    slug: "portare",
    name: "Portare",
    short: "Portare",
    gs1: "805348",
    mpn: "PT-{ref}-{colour}",
  },
  {
    key: "secura",
    slug: "secura",
    name: "Secura",
    short: "Secura",
    gs1: "735021",
    mpn: "SEC-{kind}{ref}",
  },
];

// ---------------------------------------------------------------------------
// Colours with Croatian adjective forms: masculine, feminine, neuter, plural.

export interface Colour {
  m: string;
  f: string;
  n: string;
  p: string;
  en: string;
}

const colour = (m: string, f: string, n: string, p: string, en: string): Colour => ({
  m,
  f,
  n,
  p,
  en,
});

export const COLOURS = {
  black: colour("crni", "crna", "crno", "crne", "black"),
  white: colour("bijeli", "bijela", "bijelo", "bijele", "white"),
  grey: colour("sivi", "siva", "sivo", "sive", "grey"),
  red: colour("crveni", "crvena", "crveno", "crvene", "red"),
  blue: colour("plavi", "plava", "plavo", "plave", "blue"),
  navy: colour("tamnoplavi", "tamnoplava", "tamnoplavo", "tamnoplave", "navy blue"),
  pink: colour("ružičasti", "ružičasta", "ružičasto", "ružičaste", "pink"),
  green: colour("zeleni", "zelena", "zeleno", "zelene", "green"),
  purple: colour("ljubičasti", "ljubičasta", "ljubičasto", "ljubičaste", "purple"),
  silver: colour("srebrni", "srebrna", "srebrno", "srebrne", "silver"),
} as const satisfies Record<string, Colour>;
