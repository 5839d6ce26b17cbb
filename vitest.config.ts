import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';

const dirname = import.meta.dirname;

// A contract suite run over memory, files or a local mail catcher: nothing that needs the Auth emulator.
const contractRuns = '**/*.contract.test.ts';

// Debian's Chromium by default; never a browser downloaded by `playwright install`.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['core/**/*.test.ts', 'adapters/**/*.test.ts', 'ui/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/contracts/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/shop/**/*.test.ts'],
          exclude: [...configDefaults.exclude, contractRuns],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/auth-emulator-setup.ts'],
        },
      },
      {
        // The same node tests' contract runs, without waiting for an emulator they never call.
        test: {
          name: 'contracts',
          environment: 'node',
          include: [`{adapters,tests}/${contractRuns}`],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every story is a test: rendered in Chromium, its play function run (see .storybook/).
        // The app's Vite config brings React and Tailwind, as Storybook itself does.
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test page.
        optimizeDeps: {
          include: [
            '@hookform/resolvers/valibot',
            '@react-email/components',
            '@stripe/react-stripe-js',
            '@stripe/stripe-js/pure',
            '@tanstack/react-query',
            '@tanstack/react-router',
            'inversify',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'radix-ui',
            'react',
            'react-dom',
            'react-dom/client',
            'react-dom/server.browser',
            'toad-cache',
            'react-hook-form',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'reflect-metadata',
            'storybook/viewport',
            'valibot',
            'xstate',
            '@xstate/react',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Two cores: one browser page, story files run one after another in it. Not reloading
          // the page per file (isolate: false) cuts the run from ~50 s to ~20 s; every story still
          // mounts fresh, and msw's handlers are reset before each one.
          fileParallelism: false,
          maxWorkers: 1,
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
