// The baseline: a bare node:http server answering fixed bytes, as fast as Node serves anything.
// Usage: node baseline-server.mjs <port> <file-with-body> <content-type>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, { "content-type": contentType, "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
