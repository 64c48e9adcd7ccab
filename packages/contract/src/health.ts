import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgresql"]),
});
export const healthResponseSchema = dataEnvelope(healthSchema);
export type Health = z.infer<typeof healthSchema>;
