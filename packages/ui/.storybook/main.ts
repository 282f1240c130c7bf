import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // The brand stylesheet paints the page; Storybook's own background switcher would fight it.
  features: { backgrounds: false },
};

export default config;
