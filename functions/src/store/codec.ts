/**
 * How JSON payloads are kept in items: plain text while small, gzip above a
 * threshold, so an item stays far from DynamoDB's 400 KB limit.
 */
import { gunzipSync, gzipSync } from 'node:zlib';

const GZIP_ABOVE = 16 * 1024;
/** Largest payload one item may carry; bigger ones are split (snapshots) or refused (commits). */
export const ITEM_PAYLOAD_MAX = 300 * 1024;

export type Packed = { json: string } | { gz: Uint8Array };

export function pack(value: unknown): Packed {
  const json = JSON.stringify(value);
  if (json.length <= GZIP_ABOVE) return { json };
  return { gz: gzipSync(json) };
}

export function unpack(item: { json?: unknown; gz?: unknown }): unknown {
  if (typeof item.json === 'string') return JSON.parse(item.json);
  if (item.gz instanceof Uint8Array) return JSON.parse(gunzipSync(item.gz).toString('utf8'));
  throw new Error('stored payload has neither json nor gz');
}

export function packedSize(p: Packed): number {
  return 'json' in p ? Buffer.byteLength(p.json) : p.gz.byteLength;
}

export const pad = (n: number) => String(n).padStart(10, '0');
