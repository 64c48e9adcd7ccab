import { ConfigError } from "@dukan/backend";

export interface ShopConfig {
  port: number;
  /** Public address of the shop (canonical links, sitemap, e-mails). */
  siteUrl: string;
  /** Back end elsewhere; unset runs it in this process. */
  backendUrl: string | undefined;
}

export function readShopConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, not "${env.PORT}"`);
  const siteUrl = (env.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, "");
  checkUrl(siteUrl, "SITE_URL");
  const backendUrl = env.BACKEND_URL?.trim() || undefined;
  if (backendUrl) checkUrl(backendUrl, "BACKEND_URL");
  return { port, siteUrl, backendUrl };
}

function checkUrl(value: string, name: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ConfigError(`${name} must be an http:// or https:// URL`);
}
