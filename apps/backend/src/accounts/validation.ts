import { accountLimits, type Company, type CustomerType, customerTypes, isValidOib } from "@dukan/contract";
import { ApiProblem } from "../http/errors.ts";
import type { FieldMessageKey } from "../locales/index.ts";

type Fields = Record<string, FieldMessageKey>;
type Body = Record<string, unknown>;

/** Reads fields of a JSON body, collecting every refusal by field name; `done()` throws them all at once as a 400. */
export class FieldReader {
  readonly fields: Fields = {};
  constructor(
    private readonly body: Body,
    private readonly prefix = "",
  ) {}

  private refuse(name: string, key: FieldMessageKey): undefined {
    this.fields[this.prefix + name] ??= key;
    return undefined;
  }

  /** Trimmed text; `required` refuses an empty one. */
  text(name: string, max: number, required = true): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null || value === "") return required ? this.refuse(name, "required") : "";
    if (typeof value !== "string") return this.refuse(name, "text");
    const trimmed = value.trim();
    if (trimmed.length > max) return this.refuse(name, "too_long");
    if (required && trimmed === "") return this.refuse(name, "required");
    return trimmed;
  }

  email(name = "email"): string | undefined {
    const value = this.text(name, accountLimits.emailMax);
    if (value === undefined) return undefined;
    // One @, something before it, a dotted domain after it, no spaces: what mail servers accept in practice.
    if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)) return this.refuse(name, "email");
    return value.toLowerCase();
  }

  /** A password as typed (not trimmed); `checkLength` off for the current password, which is only compared. */
  password(name: string, checkLength = true): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null || value === "") return this.refuse(name, "required");
    if (typeof value !== "string") return this.refuse(name, "text");
    if (value.length > accountLimits.passwordMax) return this.refuse(name, "too_long");
    if (checkLength && [...value].length < accountLimits.passwordMin) return this.refuse(name, "password_short");
    return value;
  }

  /** The confirmation must repeat what was typed in `passwordField` exactly (even when that was refused). */
  confirmation(name: string, passwordField: string): void {
    const value = this.body[name];
    if (value === undefined || value === null || value === "") this.refuse(name, "required");
    else if (value !== this.body[passwordField]) this.refuse(name, "password_mismatch");
  }

  boolean(name: string, fallback: boolean): boolean | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== "boolean") return this.refuse(name, "boolean");
    return value;
  }

  language(name: string): "hr" | "en" | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (value !== "hr" && value !== "en") return this.refuse(name, "language");
    return value;
  }

  customerType(name: string): CustomerType | undefined {
    const value = this.body[name];
    if (value === undefined || value === null || value === "") return this.refuse(name, "required");
    if (!(customerTypes as readonly unknown[]).includes(value)) return this.refuse(name, "customer_type");
    return value as CustomerType;
  }

  /** A legal entity's data, every field required, the OIB checked by its control digit. */
  company(name: string): Company | undefined {
    const value = this.body[name];
    const nested = new FieldReader(isObject(value) ? value : {}, `${this.prefix}${name}.`);
    const company = {
      name: nested.text("name", accountLimits.nameMax),
      oib: nested.text("oib", 11 + 10),
      address: nested.text("address", accountLimits.addressMax),
      place: nested.text("place", accountLimits.addressMax),
      post_office: nested.text("post_office", accountLimits.postOfficeMax),
      phone: nested.text("phone", accountLimits.phoneMax),
    };
    const oib = company.oib?.replace(/\s/g, "");
    if (oib !== undefined && !isValidOib(oib)) nested.refuse("oib", "oib");
    Object.assign(this.fields, nested.fields);
    if (Object.keys(nested.fields).length > 0) return undefined;
    return { ...(company as Company), oib: oib as string };
  }

  has(name: string): boolean {
    return this.body[name] !== undefined;
  }

  /** Throw a 400 naming every refused field, if any. */
  done(): void {
    if (Object.keys(this.fields).length > 0) throw new ApiProblem(400, "validation_failed", this.fields);
  }
}

export function isObject(value: unknown): value is Body {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
