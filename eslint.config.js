import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { webLayerZones } from './scripts/web-layers.js'
import { apiLayerZones } from './scripts/api-layers.js'

const branchOnErrorCode = [
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
]

// esquery's regex cannot hold a '/', hence \\x2F. The prefixes are the pages' first parts in lib/paths.ts.
const PAGE_PREFIX =
  '^\\x2F((intern|company|company-details|roles|internchat|chat|view|profile|verification|application|admin)\\x2F|(find-internships|guides)(\\x2F|$))'
const pageAddressSpelled = [
  {
    selector: `Literal[value=/${PAGE_PREFIX}/]`,
    message: 'Take page addresses from lib/paths.ts (paths.x.href(...)), not a string.',
  },
  {
    selector: `TemplateElement[value.raw=/${PAGE_PREFIX}/]`,
    message: 'Take page addresses from lib/paths.ts (paths.x.href(...)), not a string.',
  },
]

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
    // The API's floors (docs/decisions/053-api-floors.md): lib/, db/, plugins/ import no module; a
    // module reaches another through its *.queries.ts or notify; only admin/ imports admin/.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The API imports `./x.js` for `x.ts`, as Node's ESM needs once compiled.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: apiLayerZones('apps/api/src') },
      ],
    },
  },
  {
    // The web runs on preact/compat (decision 035): React APIs that compat does not have are
    // undefined at run time though @types/react offers them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useOptimistic', 'useActionState', 'act', 'cache', 'Activity'],
              message: 'Not in preact/compat, which the web app runs on (decision 035).',
            },
            {
              name: 'react-dom',
              importNames: ['useFormStatus', 'useFormState', 'preload', 'preinit', 'preconnect'],
              message: 'Not in preact/compat, which the web app runs on (decision 035).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web branches on error codes (ErrorCode, packages/domain), never on words meant for
    // people: a reworded message must not change what a screen does.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...branchOnErrorCode] },
  },
  {
    // Every page address comes from lib/paths.ts, so renaming a page is one edit. API addresses
    // share prefixes with pages (/company/, /roles/), so the files that call the API are left out.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*-test-kit.{ts,tsx}',
      'apps/web/src/lib/paths.ts',
      '**/*.api.ts',
      '**/*-queries.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...branchOnErrorCode, ...pageAddressSpelled] },
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
