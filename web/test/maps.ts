import { expect } from 'vitest';

const readBlob = (b: Blob) =>
  new Promise<string>((res, rej) => {
    const r = new FileReader();
    r.onload = () => res(String(r.result));
    r.onerror = () => rej(r.error);
    r.readAsText(b);
  });

/** The map's unchanging layer as its <image> draws it: the blob the app made (test/setup.ts keeps them). */
export async function staticLayer(container: Element): Promise<Document> {
  const href = container.querySelector('image.hx-static')?.getAttribute('href') ?? '';
  const blob = (globalThis as { __blobs?: Map<string, Blob> }).__blobs?.get(href);
  expect(blob?.type, `a live blob behind ${href}`).toBe('image/svg+xml');
  const doc = new DOMParser().parseFromString(await readBlob(blob as Blob), 'image/svg+xml');
  expect(doc.documentElement.nodeName).toBe('svg');
  return doc;
}
