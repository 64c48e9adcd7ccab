import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgresql"]),
});
export const healthResponseSchema = dataEnvelope(healthSchema);
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live`: the process answers; nothing else is asked. */
export const healthLiveResponseSchema = dataEnvelope(z.object({ status: z.literal("ok") }));

/** `GET /api/health/ready`: the database answered a round trip. */
export const healthReadyResponseSchema = healthResponseSchema;
