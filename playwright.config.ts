import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The journeys' mail catcher: its SMTP server takes the shop's mail, its inbox is read by tests/e2e/mail-inbox.ts. */
export const mailPorts = { smtp: process.env.MAIL_SMTP_PORT ?? '1325', web: process.env.MAIL_INBOX_PORT ?? '1380' };
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.test-output/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A journey's limit against a hang, not a speed target: on two shared cores one may take four times its usual time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/products?limit=1`,
    // Every journey signs in and orders from 127.0.0.1: the per-address limits would soon refuse them.
    env: {
      PORT: String(port),
      DATA_DIR: '.test-output/e2e-data',
      LOG_LEVEL: 'error',
      ORDERS_PER_MINUTE_PER_ADDRESS: '1000',
      PAYMENTS_PER_MINUTE_PER_ADDRESS: '1000',
      SIGN_INS_PER_MINUTE_PER_ADDRESS: '1000',
      EMAILS_PER_MINUTE_PER_ADDRESS: '1000',
      ADDRESSES_PER_MINUTE_PER_ADDRESS: '1000',
      MAIL_SMTP_PORT: mailPorts.smtp,
      MAIL_INBOX_PORT: mailPorts.web,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
