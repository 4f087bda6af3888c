import { defineConfig } from 'vitest/config';

// One project per workspace folder plus tests/ for what crosses packages.
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'web', 'infra', 'tests'],
  },
});
