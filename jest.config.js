/**
 * Tests are transpiled file by file by SWC, a native compiler, with no type checking, as
 * ts-jest did here before (tsconfig's isolatedModules) but at a fraction of its CPU: CI
 * starts from a fresh clone with no transform cache. `npm run typecheck` checks the types of
 * src and test once. The options (scripts/swc-options.json, which the test setup's build of
 * the spawned entry points and the import-cycle check share) mirror tsconfig.json: ES2022,
 * CommonJS, and TypeScript's legacy decorators with their metadata, which TypeORM's entities
 * read through reflect-metadata. One difference: a module's exports are read-only getters, so a test
 * counts calls to another module's function with jest.mock, not jest.spyOn.
 */
const swc = ['@swc/jest', { ...require('./scripts/swc-options.json'), sourceMaps: 'inline' }];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      // Scenario tests an expert would judge (issue 14): pure, like the unit tests.
      displayName: 'expert',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/test/expert/**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/test/support/timeouts.ts'],
    },
    {
      // The planner page in a real headless Chromium against the real server process. Same
      // global setup as the integration tests (Jest runs a shared setup file once), which
      // also builds the page into dist/web when its sources changed.
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/timeouts.ts'],
    },
  ],
};
