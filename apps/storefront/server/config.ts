import { ConfigError } from "@dukan/backend";

export interface ShopConfig {
  port: number;
  /** Public address of the shop (canonical links, sitemap, e-mails). */
  siteUrl: string;
  /** Back end elsewhere; unset runs it in this process. */
  backendUrl: string | undefined;
  /** Reverse proxies in front of the shop whose X-Forwarded-For is believed (0: none, the socket is the client). */
  trustedProxies: number;
  /** Memory for whole visitor pages (PAGE_CACHE_MB; 0 turns the page cache off). */
  pageCacheBytes: number;
}

export function readShopConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, not "${env.PORT}"`);
  const siteUrl = (env.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, "");
  checkUrl(siteUrl, "SITE_URL");
  const backendUrl = env.BACKEND_URL?.trim() || undefined;
  if (backendUrl) checkUrl(backendUrl, "BACKEND_URL");
  const trustedProxies = env.TRUST_PROXY?.trim() ? Number(env.TRUST_PROXY) : 0;
  if (!Number.isInteger(trustedProxies) || trustedProxies < 0 || trustedProxies > 10)
    throw new ConfigError(
      `TRUST_PROXY must be the number of reverse proxies in front of the shop (0–10), not "${env.TRUST_PROXY}"`,
    );
  const pageCacheMb = env.PAGE_CACHE_MB?.trim() ? Number(env.PAGE_CACHE_MB) : 32;
  if (!Number.isInteger(pageCacheMb) || pageCacheMb < 0 || pageCacheMb > 4096)
    throw new ConfigError(
      `PAGE_CACHE_MB must be the page cache's memory in megabytes (0–4096, 0 turns it off), not "${env.PAGE_CACHE_MB}"`,
    );
  return {
    port,
    siteUrl,
    backendUrl,
    trustedProxies,
    pageCacheBytes: pageCacheMb * 1024 * 1024,
  };
}

function checkUrl(value: string, name: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ConfigError(`${name} must be an http:// or https:// URL`);
}
