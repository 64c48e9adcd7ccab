import { apiErrorSchema } from "@dukan/contract";
import type { z } from "zod";

/** Pieces every route declaration uses: JSON bodies and answers, refusals, the bearer token. */
export const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

/** A success answer: JSON of `schema`. */
export const answer = <T extends z.ZodType>(schema: T, description = "OK") => ({
  description,
  content: json(schema),
});

/** A refusal: `{"error": {"code", "message", "fields"?}}` in the request's language. */
export const refusal = (description: string) => ({ description, content: json(apiErrorSchema) });

/** A JSON request body (always read and checked: a missing body is an empty object). */
export const jsonRequest = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: json(schema),
});

/** The routes that need `Authorization: Bearer <access token>`. */
export const bearer: Record<string, string[]>[] = [{ bearer: [] }];

/** Refusals most routes can answer, by status. */
export const refusals = {
  invalid: refusal("A field was refused; `fields` names each one in the request's language"),
  body: refusal("The body is not JSON (`invalid_json`) or not an object (`invalid_body`)"),
  tooLarge: refusal("The body is over the endpoint's limit (`payload_too_large`)"),
  mediaType: refusal("The body is not of a type this endpoint reads (`unsupported_media_type`)"),
  unauthorized: refusal("No token, or an expired, forged or revoked one"),
  forbidden: refusal("The token's user may not do this"),
  notFound: refusal("No such thing (or not the caller's)"),
  limited: refusal("Too many attempts; see the Retry-After header"),
} as const;

/** The refusals of a route that reads a JSON body. */
export const bodyRefusals = {
  400: refusals.invalid,
  413: refusals.tooLarge,
  415: refusals.mediaType,
} as const;
