/**
 * IndexNow: the request that tells participating search engines which URLs
 * changed. Pure: the server module sends it.
 */
import { absoluteUrl } from "./sitemap";

export const INDEXNOW_KEY_PATH = "/indexnow-key.txt";

export interface IndexNowPayload {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** The JSON body for the changed paths, with the sitemap always included (its content changed too). */
export function indexNowPayload(siteUrl: string, key: string, paths: readonly string[]): IndexNowPayload {
  return {
    host: new URL(siteUrl).host,
    key,
    keyLocation: absoluteUrl(siteUrl, INDEXNOW_KEY_PATH),
    urlList: [...new Set([...paths, "/sitemap.xml"].map((p) => absoluteUrl(siteUrl, p)))],
  };
}
