import type { ErrorCode } from "@dukan/contract";
import type { FieldMessages, Notices } from "./fields.ts";

export const en: Record<ErrorCode, string> = {
  not_found: "This page could not be found",
  validation_failed: "Some fields are not filled in correctly",
  internal_error: "Something went wrong on our side. Please try again.",
  service_unavailable: "The shop is temporarily unavailable. Please try again shortly.",
  unauthorized: "Please log in again: your session has expired or is not valid.",
  forbidden: "You are not allowed to do this.",
  invalid_credentials: "Wrong e-mail address or password.",
  email_not_confirmed: "Your e-mail address is not confirmed yet. We have sent you a new confirmation link.",
  password_reset_required: "Your account was moved from our old shop. Please set a new password before you log in for the first time.",
  invalid_link: "This link is not valid, has already been used or has expired.",
  too_many_requests: "Too many attempts. Please try again in a few minutes.",
  wrong_item_code: "Wrong item code",
  out_of_stock: "Out of stock",
  no_more_stock: "No more pieces in stock",
  too_many_lines: "At most 500 lines can be added at once. Please split the list.",
  refresh_conflict: "The session was just renewed by another request. Please try again.",
};

export const enFields: FieldMessages = {
  price: "Enter a price in euros, for example 12.50",
  price_range: "The lowest price must not be above the highest price",
  sort: "Sort by price_asc, price_desc, newest or name",
  flag: "Use 1 or 0",
  required: "This field is required",
  text: "Enter text",
  too_long: "This text is too long",
  email: "Enter a valid e-mail address, for example name@company.com",
  email_taken: "An account with this e-mail address already exists. Log in or ask for a new password.",
  password_short: "The password must have at least 8 characters",
  password_mismatch: "The passwords do not match",
  password_wrong: "The current password is not correct",
  customer_type: "Choose legal entity or person",
  oib: "The OIB must have 11 digits and a correct control digit",
  boolean: "Choose yes or no",
  language: "Choose Croatian (hr) or English (en)",
  quantity: "Enter a whole number of pieces from 1 to 99,999",
  product: "Choose a product (product_id or item_code)",
  unit: "Choose piece or carton",
};

export const enNotices: Notices = {
  registered: "Thank you, registration successful, confirmation mail sent",
  email_confirmed: "Your e-mail address is confirmed. You can log in now.",
  reset_link_sent: "password reset link sent to your email",
  password_changed: "Your password has been changed.",
  logged_out: "You are logged out.",
  added_to_cart: "Added to cart",
  max_available: "Max available pieces reached",
  cart_updated: "Cart updated",
  line_removed: "The product was removed from the cart",
  cart_cleared: "The cart is empty now",
};
