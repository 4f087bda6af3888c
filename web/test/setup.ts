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
