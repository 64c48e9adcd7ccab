import type { B2bTexts } from "./b2b.ts";

/** English texts of the B2B page (see b2b.hr.ts). */
export const b2bEn: B2bTexts = {
  key: {
    title: "Your key",
    intro:
      "The key opens the feeds with your purchase prices. Keep it like a password and do not publish addresses that contain it.",
    created: "The key was made on {date}.",
    lastUsed: "Last fetched: {date}.",
    neverUsed: "The key has not been used yet.",
    usageTitle: "Use of the key",
    usageCaption: "Requests per day in the last 14 days, newest day first",
    day: "Day",
    requests: "Requests",
    usageNone: "No requests in the last 14 days.",
    addressesTitle: "Addresses with your key",
    addressesIntro:
      "Copy an address into your system as it is: the key is in it as the key parameter.",
    addressesCaption: "Feeds with your key",
    feed: "Feed",
    address: "Address",
    addressName: "{feed}, {format}",
    regenerateTitle: "A new key",
    regenerateIntro:
      "If the key has reached the wrong hands, make a new one. The old key stops working at once.",
    regenerate: "Regenerate key",
    confirmTitle: "Make a new key?",
    confirmText:
      "The old key stops working at once: systems that use it will get a 401 answer until you enter the new key in them.",
    confirm: "Yes, make a new key",
    cancel: "Cancel",
    regenerated:
      "A new key has been made. The old one no longer works, so enter the new one in every system that fetches the feeds.",
    regenerateFailed: "No new key was made. Please try again.",
  },
  person: {
    title: "Feeds are for business buyers",
    text: "The data feeds are meant for business buyers (legal entities) with wholesale prices. You are logged in as a private person, so your account has no feed key.",
  },
  visitor: {
    title: "Feed key",
    text: "Log in as a business buyer and this page gives you your key and the feed addresses with your prices.",
    login: "Log in",
    register: "Register your company",
  },
  about: {
    title: "What the B2B service is",
    text: "We offer business buyers three data feeds: products, categories and availability, each as XML, JSON and CSV. The prices in the products feed are yours: the recommended retail price and your purchase price after your rebate. Your system (web shop, ERP, price list) can fetch the feeds by itself, at regular intervals.",
  },
  feeds: {
    title: "Feeds and formats",
    intro:
      "Every address starts with {site}/api/b2b/ and ends with a file name: the name picks the feed, the extension the format ({site}/api/b2b/products.xml, for example).",
    caption: "Feeds and their files",
    feed: "Feed and files",
    content: "Content",
    names: { products: "Products", categories: "Categories", availability: "Availability" },
    contents: {
      products:
        "Every product on offer: codes, names and descriptions in Croatian and English, brand, specifications, pictures, prices, VAT and stock.",
      categories:
        "The category tree with group codes, names and addresses in both languages; parents come before their children.",
      availability: "Stock and availability only: a short feed to fetch often.",
    },
    formats:
      "XML is described by an XML Schema (XSD), JSON is an object with meta (the time it was made, generated_at, since and the currency, EUR) and data (the records), and CSV has a header row with the field names. All three are encoded in UTF-8.",
  },
  access: {
    title: "Access with your key",
    text: "Every request carries your key, in one of two ways:",
    header:
      "in the Authorization: Bearer KEY header (recommended, as addresses with a key easily end up in logs and browser histories),",
    query: "or as the address parameter ?key=KEY, for tools that cannot send a header.",
    refused: "Without a key, or with a wrong or replaced one, the answer is 401.",
  },
  fields: {
    title: "Fields of the feeds",
    intro:
      "All three formats carry the same fields under the same names. Prices are whole numbers of cents (1234 means €12.34), and times are written as ISO 8601, in UTC.",
    xml: "In XML every field is an element of the same name. Lists are wrapped (<pictures><picture>…</picture></pictures>, <specifications><specification>…</specification></specifications>), and an empty field (null) is left out.",
    csv: "In CSV there is one record a row, fields separated by commas. Picture addresses are separated by spaces, specifications are written as JSON, and an empty field (null) stays empty.",
    caption: "Fields of the “{feed}” feed",
    field: "Field and type",
    meaning: "Meaning",
    types: {
      integer: "whole number",
      text: "text",
      boolean: "true or false",
      texts: "list of texts",
      records: "list of records ({fields})",
      oneOf: "one of: {values}",
      nullable: "{type} or empty (null)",
    },
    products: {
      id: "The product's number in our system; it never changes. Use it to join the products and availability feeds.",
      item_code: "The item code, the same as in the shop, in orders and in quick buy.",
      ean: "EAN (GTIN) barcode.",
      mpn: "The manufacturer's part number (MPN).",
      group_id:
        "The group code: the code of the product's category, the same as group_id in the categories feed.",
      category_id: "The number of the product's category (id in the categories feed).",
      name_hr: "Name in Croatian.",
      name_en: "Name in English.",
      description_hr: "Description in Croatian.",
      description_en: "Description in English.",
      brand: "Brand.",
      specifications:
        "Technical specifications: the name and value of each in Croatian and English.",
      pictures:
        "Full addresses of the product's pictures, in the order the shop shows them; the first is the main picture.",
      units_per_carton: "Pieces in a carton (package).",
      retail_price_cents:
        "Recommended retail price with VAT, in cents; while the product is on sale, the sale price.",
      purchase_price_cents:
        "Your purchase price without VAT after your rebate, in cents: the same “Your price” you see in the shop when logged in.",
      rebate_percent:
        "Your rebate in percent, already taken off the purchase price (0 when there is none).",
      quantity_prices:
        "Your quantity prices: from min_quantity pieces on one order, a piece costs purchase_price_cents (without VAT, after rebate_percent). counts says what is counted: pieces of this product alone (product), of its whole brand (brand), category (category), brand in that category (brand_in_category) or everything on the order (everything). Empty when you have none.",
      vat_rate: "VAT rate in percent (25, 13 or 5).",
      stock: "Pieces in stock.",
      availability: "Availability: in_stock, low_stock (only a few pieces left), out_of_stock.",
      url_hr: "Address of the product's page in the shop, in Croatian.",
      url_en: "Address of the product's page in the shop, in English.",
      active:
        "Always true, except in a since feed: a product taken out of the catalogue appears there once, with false.",
      updated_at: "When the record last changed.",
    },
    categories: {
      id: "The category's number; products' category_id and subcategories' parent_id refer to it.",
      group_id: "The category's group code; products' group_id refers to it.",
      parent_id:
        "The number of the parent category; empty (null) for categories at the top of the tree.",
      name_hr: "Name in Croatian.",
      name_en: "Name in English.",
      slug_hr: "The category's part of the shop's address in Croatian ({site}/slug_hr).",
      slug_en: "The category's part of the shop's address in English ({site}/en/slug_en).",
    },
    availability: {
      id: "The product's number, the same as id in the products feed.",
      item_code: "The item code.",
      ean: "EAN (GTIN) barcode.",
      stock: "Pieces in stock.",
      availability: "Availability: in_stock, low_stock (only a few pieces left), out_of_stock.",
      active:
        "Always true, except in a since feed: a product taken out of the catalogue appears there once, with false.",
      updated_at: "When the record last changed.",
    },
  },
  frequency: {
    title: "How often to fetch",
    stock:
      "Stock in the feeds is always current: every order and every delivery to our warehouse shows in the very next fetch.",
    availability:
      "Fetch availability at least once a day, and at most every few minutes (every 5 to 15 minutes, say). With since and If-None-Match such requests are small.",
    products:
      "Fetch products (names, descriptions, pictures and prices) once a day, preferably at night; with since only the changes come.",
    categories: "Categories change rarely: once a day is enough.",
  },
  polling: {
    title: "Polling advice",
    since: {
      term: "Only the changes (since)",
      text: "With ?since= and an ISO 8601 time (2026-11-25T08:00:00Z, for example) the products and availability feeds return only the records changed after it. Send as since the generated_at of your previous fetch (in JSON in meta, in XML as an attribute of the root element) or the time you started it.",
    },
    etag: {
      term: "Unchanged feeds (ETag, Last-Modified)",
      text: "Every answer carries ETag and Last-Modified headers. Send them with your next request as If-None-Match or If-Modified-Since: if the feed has not changed since, the answer is 304 Not Modified, with no content. Prefer the ETag: it also changes when your rebate does.",
    },
    compression: {
      term: "Compression (gzip, br)",
      text: "Send Accept-Encoding: br or gzip (in curl, --compressed is enough) and the feed arrives several times smaller.",
    },
    limit: {
      term: "Rate limit",
      text: "One key may make at most {limit} requests a minute. Beyond that the answer is 429 Too Many Requests with a Retry-After header, which says how many seconds to wait before the next request.",
    },
    errors: {
      term: "Refused requests",
      text: "A 401 answer means the key is missing, wrong or replaced by a new one; 400 means since is not a well-written time.",
    },
  },
  examples: {
    title: "Example requests",
    intro: "The examples are for curl; put your key in place of KEY.",
    key: "KEY",
    etagValue: "ETAG-FROM-THE-LAST-ANSWER",
    whole: "The whole products feed as JSON, with the key in a header:",
    compressed: "The products feed as XML, compressed on the way and saved to a file:",
    etag: "Availability only if it changed since the last fetch (else the answer is 304):",
    since: "Only the stock changed after a given time, as CSV:",
    query: "The key as an address parameter, for tools that send no headers:",
  },
  docs: {
    title: "Schemas and documentation",
    schema: "XML Schema of the “{feed}” feed ({file})",
    openapi: "OpenAPI description of the JSON feeds (openapi.json)",
    apiDocs: "API documentation",
    question: "Questions about integrating?",
    contact: "Get in touch",
  },
};
