import { defineConfig } from 'vitest/config';

/**
 * Whole-game bot playouts cover every line of a title, so under mutation testing they would run for every
 * mutant (minutes each); `npm run mutate` leaves them out, and the score is what the rule tests catch.
 */
const MUTATION_EXCLUDE = process.env.HEXPOST_MUTATION ? ['**/playout.test.ts'] : [];

/** The settings every Node-side test project shares (the web project has its own in web/vite.config.ts). */
export const nodeProject = (name: string) =>
  defineConfig({
    test: {
      name,
      include: ['**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/cdk.out/**', ...MUTATION_EXCLUDE],
      env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', AWS_EC2_METADATA_DISABLED: 'true' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
