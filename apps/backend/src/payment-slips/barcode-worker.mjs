// Draws a PDF417 symbol as PNG bytes in one of the slip drawing pool's threads (payment-slips/barcode.ts):
// bwip-js fills the symbol's pixels and deflates them synchronously, several milliseconds a slip that
// would otherwise hold up the main thread's requests. Plain JavaScript, started without the process's
// flags (no TypeScript loader, see `execArgv` in barcode.ts); the options are built (and typed) by the caller.
import { pdf417 } from "bwip-js/node";

/** Piscina runs the default export for each task: bwip-js's options in, the PNG's bytes out. */
export default function drawPdf417Png(options) {
  return pdf417(options);
}
