// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', '.astro/', '.wrangler/', 'node_modules/', 'worker-configuration.d.ts', 'bench/results/', 'db/migrations/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        self: 'readonly',
        caches: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        crypto: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Browser code (islands, scripts, stores, pure libs) never reaches server code, types included: what crosses
    // is a route's answer type (site/lib/api-client.ts infers it) or a schema and its texts from worker/schemas.
    // Only Astro pages' frontmatter and site/data/ read services and the database (docs/architecture.md).
    files: ['site/islands/**', 'site/scripts/**', 'site/stores/**', 'site/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/data/*', '**/worker/services/*', '**/worker/media*', '**/worker/middleware/*', '**/db/*'], message: 'Server code: name the route\'s answer through site/lib/api-client.ts, or load it in a page or site/data/.' },
          ],
        },
      ],
    },
  },
  {
    // One module spells the API's addresses: the typed client (site/lib/api-client.ts, with the landing's few light
    // addresses in site/lib/api-addresses.ts). Everything else asks it.
    files: ['site/**/*.ts', 'site/**/*.tsx'],
    ignores: ['site/lib/api-client.ts', 'site/lib/api-addresses.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Reach the API through site/lib/api-client.ts (api.* and request/requestData), not a spelled /api/ path.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Reach the API through site/lib/api-client.ts (api.* and request/requestData), not a spelled /api/ path.' },
      ],
    },
  },
);
