import { defineConfig } from 'vitest/config';

/** The settings every Node-side test project shares (the web project has its own in web/vite.config.ts). */
export const nodeProject = (name: string) =>
  defineConfig({
    test: {
      name,
      include: ['**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/cdk.out/**'],
      env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', AWS_EC2_METADATA_DISABLED: 'true' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
