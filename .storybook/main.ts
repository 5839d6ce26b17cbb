import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the shop's React UI. The project's vite.config.ts (React and Tailwind) is
 * picked up by the builder. msw's worker lives in .storybook/public so that it is served to
 * Storybook only and never ships in the production build (public/).
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The emails' templates are the server's (adapters/mail), shown by the same real renderer.
  stories: ['../ui/**/*.stories.@(ts|tsx)', '../adapters/mail/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  staticDirs: ['../public', './public'],
};

export default config;
