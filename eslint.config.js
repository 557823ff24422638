import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { webLayerZones } from './scripts/web-layers.js'

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The web app's layers (docs/decisions/011-web-layers.md): app → features → components → lib.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webLayerZones('apps/web/src') },
      ],
    },
  },
  {
    // The web branches on error codes (ErrorCode, packages/domain), never on words meant for
    // people: a reworded message must not change what a screen does.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message'][object.name=/^(e|err|error|failure)$/]",
          message: 'Branch on error.code (ErrorCode), not on the message text.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(startsWith|endsWith|includes|match)$/][callee.object.property.name='message']",
          message: 'Branch on error.code (ErrorCode), not on the message text.',
        },
        {
          selector:
            "CallExpression[callee.property.name='test'] > MemberExpression[property.name='message']",
          message: 'Branch on error.code (ErrorCode), not on the message text.',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'fastify', 'drizzle-orm'] },
      ],
    },
  },
  {
    // Tests read JSON answers loosely; the assertions are what check their shape.
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**', '**/*.config.{js,ts}', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
)
