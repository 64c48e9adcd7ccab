import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { refuseInvalidRequest } from "./validation.ts";

/** A module's routes: each declares its request and answer schemas (OpenAPI is generated from them) and is validated the one way. */
export function apiRoutes<E extends Env = Env>() {
  return new OpenAPIHono<E>({ defaultHook: refuseInvalidRequest<E>() });
}
