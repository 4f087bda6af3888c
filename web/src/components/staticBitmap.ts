/**
 * A map's unchanging layer as a bitmap, kept on the device. Drawn as an SVG
 * <image>, the layer of a thousand-hex map costs the browser's main thread
 * seconds on a phone each time a game opens (it parses, styles, lays out and
 * paints the image's own few thousand elements) and again on every repaint;
 * a bitmap of it is decoded off the main thread and drawn as one picture.
 * So the first time a device shows a map, the SVG is drawn as before and,
 * once the page is idle, rasterised once (a canvas, encoded to PNG in a
 * worker) and kept in Cache Storage under a hash of the map data, the
 * drawing code and the resolution; every later opening draws the PNG. The vector image comes
 * back when the player zooms in further than the bitmap is sharp (HexMap).
 */
import type { Box } from './PanZoom.tsx';

const CACHE = 'hexpost-map-images-v1';
/** Bitmaps kept on the device (a few maps, and a few versions of each, e.g. castles plundered). */
const KEEP = 8;
/** At most this many pixels in one bitmap (memory on a phone; iOS caps a canvas at 16.7 million). */
const MAX_PIXELS = 12e6;
const MAX_SIDE = 8192;

/** Whether this browser can draw, keep and read back the bitmap (not jsdom, not an old browser). */
export function bitmapsPossible(): boolean {
  return (
    typeof caches !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof Worker !== 'undefined' &&
    typeof Image !== 'undefined' &&
    typeof URL?.createObjectURL === 'function' &&
    typeof crypto?.subtle?.digest === 'function' &&
    typeof location !== 'undefined' &&
    /^https?:$/.test(location.protocol)
  );
}

/** Bitmap pixels per map unit: about 48 per CSS pixel ratio unit, within the pixel budget. */
export function bitmapScale(box: Box, dpr = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1): number {
  const want = Math.min(96, Math.max(48, Math.round(40 * dpr)));
  const fit = Math.sqrt(MAX_PIXELS / Math.max(1e-6, box.w * box.h));
  const side = MAX_SIDE / Math.max(box.w, box.h);
  return Math.max(8, Math.floor(Math.min(want, fit, side)));
}

/**
 * The key of a layer's bitmap: a SHA-1 of what the layer is drawn from (the map data, as JSON), the code that
 * draws it (`version`: the URL of the built chunk, whose name changes with its content and its imports'), and
 * the resolution; null where the browser has no digest. Worked out off the main thread, and without writing
 * the SVG, so a warm opening never writes it.
 */
export async function bitmapKey(version: string, inputs: unknown, scale: number): Promise<string | null> {
  try {
    const text = `${version}|${scale}|${JSON.stringify(inputs)}`;
    const d = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
    return [...new Uint8Array(d)].map((x) => x.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

const keyUrl = (key: string) => `${location.origin}/__hexpost/map-image/${key}.png`;

/** Object URLs of the bitmaps read in this tab, by key (kept while the tab lives: a remount reuses them). */
const urls = new Map<string, Promise<string | null>>();

/** The kept bitmap for a key, as an object URL, or null when this device has none yet. */
export function keptBitmap(key: string): Promise<string | null> {
  let p = urls.get(key);
  if (!p) {
    p = (async () => {
      try {
        const hit = await (await caches.open(CACHE)).match(keyUrl(key));
        return hit ? URL.createObjectURL(await hit.blob()) : null;
      } catch {
        return null;
      }
    })();
    urls.set(key, p);
    // a miss is asked again next time (the bitmap may have been made since)
    void p.then((u) => {
      if (!u) urls.delete(key);
    });
  }
  return p;
}

// The PNG is encoded in a worker: on the main thread a phone would stall for seconds.
const WORKER = `onmessage = async (e) => {
  try {
    const bmp = e.data;
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    c.getContext('bitmaprenderer').transferFromImageBitmap(bmp);
    postMessage(await c.convertToBlob({ type: 'image/png' }));
  } catch (err) {
    postMessage(null);
  }
  close();
};`;

function encode(bmp: ImageBitmap): Promise<Blob | null> {
  return new Promise((resolve) => {
    const src = URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' }));
    const w = new Worker(src);
    const done = (b: Blob | null) => {
      URL.revokeObjectURL(src);
      w.terminate();
      resolve(b);
    };
    w.onmessage = (e) => done(e.data instanceof Blob ? e.data : null);
    w.onerror = () => done(null);
    w.postMessage(bmp, [bmp]);
  });
}

const making = new Map<string, Promise<string | null>>();

/**
 * Rasterises the SVG at `svgUrl` (the layer's standalone SVG over `box`) at `scale` pixels per unit, keeps
 * the PNG under `key` and gives its object URL (null if the browser could not). One job per key at a time.
 */
export function makeBitmap(key: string, svgUrl: string, box: Box, scale: number): Promise<string | null> {
  let job = making.get(key);
  if (job) return job;
  job = (async () => {
    try {
      const img = new Image();
      img.src = svgUrl;
      await img.decode();
      const w = Math.round(box.w * scale);
      const h = Math.round(box.h * scale);
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      ctx.drawImage(img, 0, 0, w, h);
      const blob = await encode(canvas.transferToImageBitmap());
      if (!blob) return null;
      const cache = await caches.open(CACHE);
      await cache.put(keyUrl(key), new Response(blob, { headers: { 'content-type': 'image/png' } }));
      const keys = await cache.keys();
      for (const k of keys.slice(0, Math.max(0, keys.length - KEEP))) await cache.delete(k);
      const url = URL.createObjectURL(blob);
      urls.set(key, Promise.resolve(url));
      return url;
    } catch {
      return null;
    } finally {
      making.delete(key);
    }
  })();
  making.set(key, job);
  return job;
}
