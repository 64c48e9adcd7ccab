// The XML Schema of each XML feed (`/api/b2b/{feed}.xsd`), from the same shapes the feeds are
// written with, so a field added to a feed cannot be missing from its schema (the tests validate
// every XML feed against its schema with xmllint).

import type { FeedName } from "@dukan/contract";
import { feedShapes } from "./catalogue-feeds.ts";

type FieldType =
  | "integer"
  | "string"
  | "boolean"
  | "dateTime"
  | "anyURI"
  | "availability"
  | "specifications"
  | "pictures"
  | "tiers";

/** Each field's type; `?` marks a field left out when it has no value (EAN, MPN, a top category's parent). */
const fieldTypes: Record<string, FieldType | `${FieldType}?`> = {
  id: "integer",
  item_code: "string",
  ean: "string?",
  mpn: "string?",
  group_id: "string",
  category_id: "integer",
  parent_id: "integer?",
  name_hr: "string",
  name_en: "string",
  slug_hr: "string",
  slug_en: "string",
  description_hr: "string",
  description_en: "string",
  brand: "string",
  specifications: "specifications",
  pictures: "pictures",
  units_per_carton: "integer",
  retail_price_cents: "integer",
  purchase_price_cents: "integer",
  rebate_percent: "integer",
  quantity_prices: "tiers",
  vat_rate: "integer",
  stock: "integer",
  availability: "availability",
  url_hr: "anyURI",
  url_en: "anyURI",
  active: "boolean",
  updated_at: "dateTime",
};

function element(name: string): string {
  const declared = fieldTypes[name];
  if (!declared) throw new Error(`feed field ${name} has no schema type`);
  const optional = declared.endsWith("?");
  const type = declared.replace("?", "") as FieldType;
  const occurs = optional ? ` minOccurs="0"` : "";
  switch (type) {
    case "availability":
      return `<xs:element name="${name}"${occurs} type="availability"/>`;
    case "specifications":
      return `<xs:element name="${name}"${occurs}><xs:complexType><xs:sequence><xs:element name="specification" minOccurs="0" maxOccurs="unbounded"><xs:complexType><xs:sequence><xs:element name="name_hr" type="xs:string"/><xs:element name="name_en" type="xs:string"/><xs:element name="value_hr" type="xs:string"/><xs:element name="value_en" type="xs:string"/></xs:sequence></xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element>`;
    case "pictures":
      return `<xs:element name="${name}"${occurs}><xs:complexType><xs:sequence><xs:element name="picture" type="xs:anyURI" minOccurs="0" maxOccurs="unbounded"/></xs:sequence></xs:complexType></xs:element>`;
    case "tiers":
      return `<xs:element name="${name}"${occurs}><xs:complexType><xs:sequence><xs:element name="tier" minOccurs="0" maxOccurs="unbounded"><xs:complexType><xs:sequence><xs:element name="min_quantity" type="xs:integer"/><xs:element name="purchase_price_cents" type="xs:integer"/><xs:element name="rebate_percent" type="xs:integer"/><xs:element name="counts" type="tierCounts"/></xs:sequence></xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element>`;
    default:
      return `<xs:element name="${name}"${occurs} type="xs:${type}"/>`;
  }
}

/** The schema of one XML feed. */
export function feedSchema(feed: FeedName): string {
  const shape = feedShapes[feed];
  return `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="unqualified">
  <xs:simpleType name="availability">
    <xs:restriction base="xs:string">
      <xs:enumeration value="in_stock"/>
      <xs:enumeration value="low_stock"/>
      <xs:enumeration value="out_of_stock"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="tierCounts">
    <xs:restriction base="xs:string">
      <xs:enumeration value="product"/>
      <xs:enumeration value="brand"/>
      <xs:enumeration value="category"/>
      <xs:enumeration value="brand_in_category"/>
      <xs:enumeration value="everything"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:element name="${shape.root}">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="${shape.item}" minOccurs="0" maxOccurs="unbounded">
          <xs:complexType>
            <xs:sequence>
              ${shape.columns.map(element).join("\n              ")}
            </xs:sequence>
          </xs:complexType>
        </xs:element>
      </xs:sequence>
      <xs:attribute name="generated_at" type="xs:dateTime" use="required"/>
      <xs:attribute name="since" type="xs:dateTime"/>
      <xs:attribute name="currency" type="xs:string" use="required"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;
}
