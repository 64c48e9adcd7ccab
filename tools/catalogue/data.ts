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
  /** KPD 2025 sub-category of what the shelf sells (KPD below), printed on its invoice lines. */
  kpd: string;
}

/**
 * KPD 2025 sub-categories of the demo shelves: an e-invoice line names its goods' code
 * (Fiskalizacija 2.0), so every demo product gets one through its leaf. Codes of the goods
 * themselves (not of the shop's trade service), chosen by the goods' customs heading (HS) and
 * its CPA counterpart. Source: DZS, KPD 2015 (NN 157/2014; = CPA 2.1) with its six-level
 * codes; KPD 2025 (= CPA 2.2) keeps these sub-categories. Check new ones in DZS's KLASUS.
 */
const KPD = {
  /** 26.20.16 Input or output units (HS 8471 60): mice, keyboards, PC game controllers. */
  inputUnits: "26.20.16",
  /** 26.20.22 Solid-state non-volatile storage devices (HS 8523 51): USB flash drives. */
  flashDrives: "26.20.22",
  /** 26.20.30 Other units of automatic data-processing machines (HS 8471 80): USB hubs, adapters. */
  otherComputerUnits: "26.20.30",
  /** 26.20.40 Parts and accessories of computing machines (HS 8443 99): toner and ink cartridges. */
  printerCartridges: "26.20.40",
  /** 26.40.41 Microphones and stands thereof (HS 8518 10). */
  microphones: "26.40.41",
  /** 26.40.42 Loudspeakers; headphones, earphones, combined microphone/speaker sets (HS 8518 30). */
  headsets: "26.40.42",
  /** 26.70.13 Digital cameras (HS 8525 89): webcams. */
  cameras: "26.70.13",
  /** 27.11.50 Static converters, inductors (HS 8504 40): chargers. */
  chargers: "27.11.50",
  /** 27.20.23 Lithium-ion and other accumulators (HS 8507 60): power banks. */
  accumulators: "27.20.23",
  /** 27.32.13 Other electric conductors, up to 1,000 V (HS 8544 42): USB, HDMI, DisplayPort cables. */
  cables: "27.32.13",
  /** 23.12.12 Safety glass (HS 7007 19): tempered screen and lens protectors. */
  safetyGlass: "23.12.12",
  /** 22.19.73 Other articles of vulcanised rubber (HS 4016 99): mouse pads on a rubber base. */
  rubberArticles: "22.19.73",
  /** 17.12.14 Other paper for writing, printing or other graphic purposes (HS 4802 56): copy paper. */
  graphicPaper: "17.12.14",
  /** 15.12.12 Trunks, suitcases, briefcases and similar containers (HS 4202 12, 92): laptop bags. */
  bags: "15.12.12",
  /** 28.23.23 Other office machines (HS 8472 90): paper shredders. */
  officeMachines: "28.23.23",
  /** 31.00.11 Seats, primarily with metal frames (HS 9401 31): gaming chairs. */
  metalFrameSeats: "31.00.11",
} as const;

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
    leaf("mice", "GM-MIS", "Miševi", "Mice", { kind: "mouse", kpd: KPD.inputUnits, weight: 5 }),
    branch("keyboards", "GM-TIP", "Tipkovnice", "Keyboards", [
      leaf("mechanical", "GM-TIP-MEH", "Mehaničke tipkovnice", "Mechanical keyboards", {
        kind: "keyboard",
        kpd: KPD.inputUnits,
        weight: 3,
        flavour: "mechanical",
      }),
      leaf("membrane", "GM-TIP-MEM", "Membranske tipkovnice", "Membrane keyboards", {
        kind: "keyboard",
        kpd: KPD.inputUnits,
        weight: 2,
        flavour: "membrane",
      }),
    ]),
    leaf("headsets", "GM-SLU", "Slušalice", "Headsets", {
      kind: "headset",
      kpd: KPD.headsets,
      weight: 4,
    }),
    leaf("mousepads", "GM-POD", "Podloge za miš", "Mouse pads", {
      kind: "mousepad",
      kpd: KPD.rubberArticles,
      weight: 3,
    }),
    leaf("controllers", "GM-KON", "Kontroleri", "Controllers", {
      kind: "controller",
      kpd: KPD.inputUnits,
      weight: 2,
    }),
    leaf("chairs", "GM-STO", "Gaming stolice", "Gaming chairs", {
      kind: "chair",
      kpd: KPD.metalFrameSeats,
      weight: 1.5,
    }),
    leaf("microphones", "GM-MIK", "Mikrofoni", "Microphones", {
      kind: "microphone",
      kpd: KPD.microphones,
      weight: 1.5,
    }),
  ]),
  branch("office", "UR", "Uredska i računalna oprema", "Office and computer equipment", [
    branch("toner-ink", "UR-TT", "Toneri i tinte", "Toner and ink", [
      leaf("toners", "UR-TT-TON", "Toneri", "Toner cartridges", {
        kind: "toner",
        kpd: KPD.printerCartridges,
        weight: 5,
      }),
      leaf("inks", "UR-TT-TIN", "Tinte", "Ink cartridges", {
        kind: "ink",
        kpd: KPD.printerCartridges,
        weight: 4,
      }),
    ]),
    leaf("paper", "UR-PAP", "Papir", "Paper", { kind: "paper", kpd: KPD.graphicPaper, weight: 2 }),
    branch("cables", "UR-KAB", "Kabeli i adapteri", "Cables and adapters", [
      leaf("usb", "UR-KAB-USB", "USB kabeli", "USB cables", {
        kind: "cable",
        kpd: KPD.cables,
        weight: 3,
        flavour: "usb",
      }),
      leaf("video", "UR-KAB-VID", "HDMI i DisplayPort kabeli", "HDMI and DisplayPort cables", {
        kind: "cable",
        kpd: KPD.cables,
        weight: 2,
        flavour: "video",
      }),
      leaf("adapters", "UR-KAB-ADP", "Adapteri i USB hubovi", "Adapters and USB hubs", {
        kind: "adapter",
        kpd: KPD.otherComputerUnits,
        weight: 2.5,
      }),
    ]),
    leaf("usb-drives", "UR-USB", "USB memorije", "USB flash drives", {
      kind: "usb-drive",
      kpd: KPD.flashDrives,
      weight: 2,
    }),
    branch("power", "UR-NAP", "Punjači i prijenosne baterije", "Chargers and power banks", [
      leaf("chargers", "UR-NAP-PUN", "Punjači", "Chargers", {
        kind: "charger",
        kpd: KPD.chargers,
        weight: 2.5,
      }),
      leaf("power-banks", "UR-NAP-BAT", "Prijenosne baterije", "Power banks", {
        kind: "powerbank",
        kpd: KPD.accumulators,
        weight: 2,
      }),
    ]),
    leaf("webcams", "UR-KAM", "Web kamere", "Webcams", {
      kind: "webcam",
      kpd: KPD.cameras,
      weight: 1.5,
    }),
    leaf("laptop-bags", "UR-TOR", "Torbe i ruksaci za laptop", "Laptop bags and backpacks", {
      kind: "bag",
      kpd: KPD.bags,
      weight: 2,
    }),
    leaf("shredders", "UR-UNI", "Uništavači dokumenata", "Paper shredders", {
      kind: "shredder",
      kpd: KPD.officeMachines,
      weight: 1,
    }),
  ]),
  branch("glass", "ZS", "Zaštitna stakla", "Screen protection", [
    branch("phones", "ZS-MOB", "Zaštitna stakla za mobitele", "Phone screen protectors", [
      leaf("apple", "ZS-MOB-APL", "Apple iPhone", "Apple iPhone", {
        kind: "glass-phone",
        kpd: KPD.safetyGlass,
        weight: 9,
        models: APPLE_PHONES,
      }),
      leaf("samsung", "ZS-MOB-SAM", "Samsung Galaxy", "Samsung Galaxy", {
        kind: "glass-phone",
        kpd: KPD.safetyGlass,
        weight: 9,
        models: SAMSUNG_PHONES,
      }),
      leaf("xiaomi", "ZS-MOB-XIA", "Xiaomi i Redmi", "Xiaomi and Redmi", {
        kind: "glass-phone",
        kpd: KPD.safetyGlass,
        weight: 6,
        models: XIAOMI_PHONES,
      }),
      leaf("huawei", "ZS-MOB-HUA", "Huawei", "Huawei", {
        kind: "glass-phone",
        kpd: KPD.safetyGlass,
        weight: 3.5,
        models: HUAWEI_PHONES,
      }),
      leaf("google", "ZS-MOB-GOO", "Google Pixel", "Google Pixel", {
        kind: "glass-phone",
        kpd: KPD.safetyGlass,
        weight: 3,
        models: GOOGLE_PHONES,
      }),
      leaf("motorola", "ZS-MOB-MOT", "Motorola", "Motorola", {
        kind: "glass-phone",
        kpd: KPD.safetyGlass,
        weight: 3,
        models: MOTOROLA_PHONES,
      }),
      leaf("oneplus", "ZS-MOB-ONE", "OnePlus", "OnePlus", {
        kind: "glass-phone",
        kpd: KPD.safetyGlass,
        weight: 3,
        models: ONEPLUS_PHONES,
      }),
      leaf("other", "ZS-MOB-OST", "Ostali mobiteli", "Other phones", {
        kind: "glass-phone",
        kpd: KPD.safetyGlass,
        weight: 3,
        models: OTHER_PHONES,
      }),
    ]),
    branch("tablets", "ZS-TAB", "Zaštitna stakla za tablete", "Tablet screen protectors", [
      leaf("ipad", "ZS-TAB-IPA", "Apple iPad", "Apple iPad", {
        kind: "glass-tablet",
        kpd: KPD.safetyGlass,
        weight: 3,
        models: IPADS,
      }),
      leaf("galaxy-tab", "ZS-TAB-SAM", "Samsung Galaxy Tab", "Samsung Galaxy Tab", {
        kind: "glass-tablet",
        kpd: KPD.safetyGlass,
        weight: 2.5,
        models: GALAXY_TABS,
      }),
      leaf("other", "ZS-TAB-OST", "Ostali tableti", "Other tablets", {
        kind: "glass-tablet",
        kpd: KPD.safetyGlass,
        weight: 1.5,
        models: OTHER_TABLETS,
      }),
    ]),
    leaf("camera", "ZS-KAM", "Zaštita kamere", "Camera lens protectors", {
      kind: "glass-lens",
      kpd: KPD.safetyGlass,
      weight: 4,
      models: LENS_PHONES,
    }),
    leaf("privacy", "ZS-PRI", "Stakla za privatnost", "Privacy screen protectors", {
      kind: "glass-privacy",
      kpd: KPD.safetyGlass,
      weight: 3,
      models: PRIVACY_PHONES,
    }),
    leaf("watches", "ZS-SAT", "Stakla za pametne satove", "Smartwatch screen protectors", {
      kind: "glass-watch",
      kpd: KPD.safetyGlass,
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
  /**
   * The maker's warranty in months, as the warranty page's table gives it: 36 for the house
   * brands Dućan Essentials and Adriatik Office, 24 for the others (Viewmo's monitors up to 60 by
   * model, said in the product's description; premium lines and batteries by product).
   */
  warrantyMonths: number;
}

export const BRANDS: readonly BrandData[] = [
  {
    key: "ducan",
    slug: "ducan-essentials",
    name: "Dućan Essentials",
    short: "Dućan",
    gs1: "385017",
    mpn: "DE-{kind}{ref}",
    warrantyMonths: 36,
  },
  {
    key: "adriatik",
    slug: "adriatik-office",
    name: "Adriatik Office",
    short: "Adriatik",
    gs1: "385042",
    mpn: "ADR-{kind}-{ref}-{colour}",
    warrantyMonths: 36,
  },
  {
    key: "kronos",
    slug: "kronos-gaming",
    name: "Kronos Gaming",
    short: "Kronos",
    gs1: "426104",
    mpn: "KR-{kind}{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "vortexa",
    slug: "vortexa",
    name: "Vortexa",
    short: "Vortexa",
    gs1: "471208",
    mpn: "VX{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "nightfang",
    slug: "nightfang",
    name: "Nightfang",
    short: "Nightfang",
    gs1: "693517",
    mpn: "NF{kind}{ref}{colour}",
    warrantyMonths: 24,
  },
  {
    key: "hexon",
    slug: "hexon",
    name: "Hexon",
    short: "Hexon",
    gs1: "471355",
    mpn: "HXN-{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "arcton",
    slug: "arcton-seating",
    name: "Arcton Seating",
    short: "Arcton",
    gs1: "590744",
    mpn: "ARC-{kind}{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "sonara",
    slug: "sonara-audio",
    name: "Sonara Audio",
    short: "Sonara",
    gs1: "571302",
    mpn: "SA{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "lumina",
    slug: "lumina-glass",
    name: "Lumina Glass",
    short: "Lumina",
    gs1: "385088",
    mpn: "LG-{kind}-{ref}",
    warrantyMonths: 24,
  },
  {
    key: "vitrum",
    slug: "vitrum-shield",
    name: "Vitrum Shield",
    short: "Vitrum",
    gs1: "803916",
    mpn: "VS{ref}",
    warrantyMonths: 24,
  },
  {
    key: "kristal",
    slug: "kristal-guard",
    name: "Kristal Guard",
    short: "Kristal",
    gs1: "385094",
    mpn: "KG-{kind}{ref}",
    warrantyMonths: 24,
  },
  {
    key: "tonerix",
    slug: "tonerix",
    name: "Tonerix",
    short: "Tonerix",
    gs1: "405287",
    mpn: "TX-{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "inkora",
    slug: "inkora",
    name: "Inkora",
    short: "Inkora",
    gs1: "490161",
    mpn: "INK-{ref}{colour}",
    warrantyMonths: 24,
  },
  {
    key: "velebit",
    slug: "velebit-paper",
    name: "Velebit Paper",
    short: "Velebit",
    gs1: "385063",
    mpn: "VP{ref}",
    warrantyMonths: 24,
  },
  {
    key: "linkster",
    slug: "linkster",
    name: "Linkster",
    short: "Linkster",
    gs1: "694820",
    mpn: "LK-{kind}{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "ampero",
    slug: "ampero",
    name: "Ampero",
    short: "Ampero",
    gs1: "871455",
    mpn: "AMP{ref}{colour}",
    warrantyMonths: 24,
  },
  {
    key: "voltis",
    slug: "voltis",
    name: "Voltis",
    short: "Voltis",
    gs1: "376013",
    mpn: "VT-{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "memora",
    slug: "memora",
    name: "Memora",
    short: "Memora",
    gs1: "880637",
    mpn: "MEM-{kind}{ref}",
    warrantyMonths: 24,
  },
  {
    key: "viewmo",
    slug: "viewmo",
    name: "Viewmo",
    short: "Viewmo",
    gs1: "471690",
    mpn: "VW{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "portare",
    slug: "portare",
    name: "Portare",
    short: "Portare",
    gs1: "805348",
    mpn: "PT-{ref}-{colour}",
    warrantyMonths: 24,
  },
  {
    key: "secura",
    slug: "secura",
    name: "Secura",
    short: "Secura",
    gs1: "735021",
    mpn: "SEC-{kind}{ref}",
    warrantyMonths: 24,
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
