import rootConfig from '../../eslint.config.js';

// The library runs unchanged in the browser (the round verifier) and on the server, so only the
// scripts under src/cli and the tests may touch Node; their helpers live in testing/, outside src.
const NODE_ONLY_FILES = ['verifier/**', 'src/cli/**', '**/*.test.ts', '*.config.ts'];

export default [
  ...rootConfig,
  {
    files: ['src/**/*.ts'],
    ignores: NODE_ONLY_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'The library must run in the browser too.' }] }],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The library must run in the browser too.' },
        { name: 'Buffer', message: 'Use Uint8Array: the library must run in the browser too.' },
        { name: 'require', message: 'The library is an ES module.' },
      ],
    },
  },
];
