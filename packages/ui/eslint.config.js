import rootConfig from '../../eslint.config.js';

// Storybook reads a story file's meta from its default export, so story files are tool files too.
export default [...rootConfig, { files: ['**/*.stories.tsx'], rules: { 'no-restricted-exports': 'off' } }];
