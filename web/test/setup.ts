import '@testing-library/jest-dom/vitest';
import { cleanup } from '@solidjs/testing-library';
import { afterEach } from 'vitest';

afterEach(() => {
  // @solidjs/testing-library only cleans up by itself when vitest globals are on (STACK.md 7)
  cleanup();
  // device preferences live in localStorage and on <html>: start every test from none
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.motion;
});

// jsdom has Blob but no blob URLs (Node's URL.createObjectURL cannot read a jsdom Blob): keep them here,
// so a test can read back what the app handed to an <image> (test/maps.ts).
const blobs = new Map<string, Blob>();
let nextBlob = 0;
URL.createObjectURL = (b: Blob | MediaSource) => {
  const url = `blob:jsdom/${++nextBlob}`;
  blobs.set(url, b as Blob);
  return url;
};
URL.revokeObjectURL = (url: string) => {
  blobs.delete(url);
};
(globalThis as { __blobs?: Map<string, Blob> }).__blobs = blobs;
