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
    // Browser code (islands, scripts, stores, pure libs) never reaches server code: only Astro pages'
    // frontmatter and site/data/ may. Types may be shared; values would drag D1 and secrets toward a bundle.
    files: ['site/islands/**', 'site/scripts/**', 'site/stores/**', 'site/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/data/*', '**/worker/services/*', '**/worker/media*', '**/worker/middleware/*'], message: 'Server code: load it in a page or in site/data/.', allowTypeImports: true },
            // The database is server code too, except the enums (plain lists of allowed values). A regex, since a
            // gitignore-style group cannot re-include a file under an excluded folder.
            { regex: '(^|/)db/(?!schema/enums$)', message: 'Server code: load it in a page or in site/data/.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
