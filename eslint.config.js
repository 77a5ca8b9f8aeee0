// Lint rules, including the import boundaries (see docs/decisions/0004-import-boundaries.md):
// contracts ← platform ← features ← app, and no feature importing another feature's internals.
import tseslint from 'typescript-eslint';

// A feature may import another feature only through that feature's public entry, `<feature>.public.ts`.
const otherFeature = {
  regex: '^\\.\\./(?!\\.\\.)([^/]+)/(?!\\1\\.public$)',
  message: "A feature may import another feature only through its public entry (../x/x.public); shared rules go to packages/contracts or platform/.",
};
// Files one folder deeper (features/x/sub/file.ts) may use their own feature's other sub-folders.
const otherFeatureFromSubfolder = { ...otherFeature, regex: '^\\.\\./\\.\\./(?!\\.\\.)([^/]+)/(?!\\1\\.public$)' };
// A feature's tests may also arrange another feature's data with that feature's own fixtures (`*test-support`),
// as the quality gates do, instead of writing a second copy of them.
const otherFeatureFromTest = { ...otherFeature, regex: '^\\.\\./(?!\\.\\.)([^/]+)/(?!\\1\\.public$)(?!(?:[^/]+/)*[^/]*test-support$)' };
const anyFeature = { regex: '/features/', message: 'Platform code may not depend on features.' };
const appsFromContracts = { regex: '(^|/)apps/|@marginalia/(api|web)', message: 'Contracts are shared by server and web and may not import either.' };
const apiFromWeb = { regex: '(^|/)apps/api|@marginalia/api', message: 'The web app talks to the API over HTTP only.' };
const webFromApi = { regex: '(^|/)apps/web|@marginalia/web', message: 'The API may not import the web app.' };
// The web app's layers, lowest first: lib (the kernel) ← components ← features ← app (the composition root).
const webAppRoot = { regex: '^(\\./|(\\.\\./)+)app/', message: 'app/ is the composition root: nothing imports it. Shared web code goes to lib/ or components/.' };
const webFeatures = { regex: '^(\\./|(\\.\\./)+)features/', message: 'Only app/ composes features; move what is shared to components/ or lib/.' };
// The same boundaries for lazy imports (`import('…')`), which no-restricted-imports does not see.
const lazyImports = (...patterns) =>
  patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\/')}/]`, message }));
const webComponents = { regex: '^(\\./|(\\.\\./)+)components/', message: 'lib/ is the kernel below the shared components.' };

// Money has one owner: only platform/billing writes these tables (its README). Tests may arrange rows directly.
const BILLING_TABLES = ['invoices', 'invoiceSequences', 'payments', 'paymentAllocations', 'credits', 'creditUses', 'refunds', 'fapiaos', 'gatewayEvents'];
const BILLING_SQL_TABLES = ['invoices', 'invoice_sequences', 'payments', 'payment_allocations', 'credits', 'credit_uses', 'refunds', 'fapiaos', 'gateway_events'];
const billingMessage = 'Only platform/billing writes invoices, payments, allocations, credits, refunds and fapiaos: call its function for this money movement.';
const billingWrites = [
  {
    selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(${BILLING_TABLES.join('|')})$/]`,
    message: billingMessage,
  },
  {
    selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > MemberExpression.arguments[property.name=/^(${BILLING_TABLES.join('|')})$/]`,
    message: billingMessage,
  },
  {
    selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/(update|insert\\s+into|delete\\s+from)\\s+"?(${BILLING_SQL_TABLES.join('|')})\\b/i]`,
    message: billingMessage,
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', '**/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['packages/contracts/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [appsFromContracts] }] } },
  { files: ['apps/api/src/platform/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [anyFeature, webFromApi] }] } },
  // What the analysis worker runs: a terminated worker holding a half-built node:zlib handle aborts the whole
  // process (platform/documents/README.md), so inflating there is fflate's. The upload sniff runs on the server's thread.
  {
    files: ['apps/api/src/platform/documents/**/*.ts'],
    ignores: ['apps/api/src/platform/documents/content-sniff.ts', 'apps/api/src/platform/documents/**/*.test.ts', 'apps/api/src/platform/documents/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [anyFeature, webFromApi], paths: [{ name: 'node:zlib', message: 'The analysis worker inflates with fflate: Node aborts the process when a terminated worker leaves a zlib handle.' }, { name: 'zlib', message: 'Use fflate in the analysis worker.' }] },
      ],
    },
  },
  { files: ['apps/api/src/features/*/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [otherFeature, webFromApi] }] } },
  { files: ['apps/api/src/features/*/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatureFromTest, webFromApi] }] } },
  { files: ['apps/api/src/features/*/*/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatureFromSubfolder, webFromApi] }] } },
  { files: ['apps/api/src/**/*.ts'], ignores: ['apps/api/src/features/**', 'apps/api/src/platform/**'], rules: { 'no-restricted-imports': ['error', { patterns: [webFromApi] }] } },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeature, apiFromWeb, webAppRoot] }], 'no-restricted-syntax': ['error', ...lazyImports(otherFeature, webAppRoot)] },
  },
  {
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherFeatureFromSubfolder, apiFromWeb, webAppRoot] }],
      'no-restricted-syntax': ['error', ...lazyImports(otherFeatureFromSubfolder, webAppRoot)],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiFromWeb, webAppRoot, webFeatures] }], 'no-restricted-syntax': ['error', ...lazyImports(webAppRoot, webFeatures)] },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [apiFromWeb, webAppRoot, webFeatures, webComponents] }],
      'no-restricted-syntax': ['error', ...lazyImports(webAppRoot, webFeatures, webComponents)],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**', 'apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiFromWeb] }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/platform/billing/**', '**/*.test.ts', '**/*test-support.ts', 'apps/api/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...billingWrites] },
  },
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } } },
);
