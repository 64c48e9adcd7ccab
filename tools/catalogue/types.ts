/**
 * The shape of a generated demo catalogue. The back end's seeder turns these
 * records into rows; nothing here knows about the database.
 * Money is integer euro cents. Dates are JS Date objects.
 */

export interface GeneratedCategory {
  /** Stable key used by children and products to point at this category. */
  key: string;
  parentKey: string | null;
  slugHr: string;
  slugEn: string;
  nameHr: string;
  nameEn: string;
  /** Group code as used by the B2B feeds, e.g. "GM-MIS". Unique. */
  groupCode: string;
  position: number;
}

export interface GeneratedBrand {
  key: string;
  slug: string;
  name: string;
  /** The maker's warranty in months (the warranty page's table). */
  warrantyMonths: number;
}

export interface GeneratedSpecification {
  nameHr: string;
  nameEn: string;
  valueHr: string;
  valueEn: string;
}

export interface GeneratedPriceChange {
  retailPriceCents: number;
  wholesalePriceCents: number;
  changedAt: Date;
}

/** What the picture renderer needs to draw a product picture. */
export interface PictureInput {
  /** Product kind, e.g. "mouse", "keyboard", "headset", "glass-phone", "toner". */
  kind: string;
  title: string;
  brand: string;
  /** Deterministic variation seed (e.g. derived from the item code). */
  seed: number;
  /** 0-based picture number of the product (front view, side view, box...). */
  view: number;
}

export interface GeneratedProduct {
  itemCode: string;
  /** EAN-13 with a valid check digit, under the brand's GS1 prefix; unique in the catalogue. */
  ean: string;
  /** Manufacturer's part number in the brand's own pattern, e.g. "KR-MS482130-BK"; unique in the catalogue. */
  mpn: string;
  /** KPD 2025 sub-category of its leaf category (e.g. "26.20.16"), for invoice lines. */
  kpdCode: string;
  slugHr: string;
  slugEn: string;
  nameHr: string;
  nameEn: string;
  descriptionHr: string;
  descriptionEn: string;
  specifications: GeneratedSpecification[];
  /** Key of a leaf category. */
  categoryKey: string;
  brandKey: string;
  /** Picture kind, see PictureInput.kind. */
  kind: string;
  unitsPerCarton: number;
  stock: number;
  /** Recommended retail price, VAT included. */
  retailPriceCents: number;
  /** Wholesale price, VAT excluded. */
  wholesalePriceCents: number;
  /** VAT rate in percent: 25, 13 or 5. */
  vatRate: number;
  newUntil: Date | null;
  /** Discounted retail price (VAT included) while on sale, else null. */
  saleRetailPriceCents: number | null;
  /** Discounted wholesale price (VAT excluded) while on sale, else null. */
  saleWholesalePriceCents: number | null;
  saleStartedAt: Date | null;
  /** Oldest first; the last entry equals the current regular prices. */
  priceHistory: GeneratedPriceChange[];
  /** Number of pictures (1..4). */
  pictureCount: number;
  hasBrochure: boolean;
  active: boolean;
  relatedItemCodes: string[];
  createdAt: Date;
}

export interface CatalogueOptions {
  products: number;
  /** Default 1. The same seed, count and `now` give byte-identical output. */
  seed?: number;
  /** Reference date for new-until, sale and history dates. */
  now: Date;
}

export interface GeneratedCatalogue {
  categories: GeneratedCategory[];
  brands: GeneratedBrand[];
  /** Lazily generated so 100,000 products never sit in memory at once. */
  products(): Iterable<GeneratedProduct>;
}
