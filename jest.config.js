/**
 * Client tests: jsdom + babel-jest, next to the code they test (src/**\/*.test.ts(x)), and the
 * client's lint rules (test/*.test.ts).
 */
module.exports = {
  // jsdom that keeps Node's fetch, Request, Response, AbortController, TextEncoder...
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // Playwright's specs (test/e2e) are not jest's.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/test/support/jsdomShims.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/setupTests.ts'],
  moduleNameMapper: {
    // antd's ES build is for webpack; jest runs the CommonJS one.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // @ant-design/icons' CommonJS build requires @ant-design/colors/es/generate (ESM).
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '\\.module\\.css$': '<rootDir>/test/support/cssModuleStub.js',
    '\\.css$': '<rootDir>/test/support/styleStub.js',
    '\\.(png|jpe?g|webp|avif|gif|svg)$': '<rootDir>/test/support/fileStub.js',
  },
  testEnvironmentOptions: { customExportConditions: [''] },
  // Whole-app tests load lazy pages through babel, and antd's forms validate slowly in jsdom: a test
  // of a form page takes 10-20 s alone and two to three times that on a busy 2-core CI machine
  // (a 30 s limit fails there). One limit for all, rather than one per suite.
  testTimeout: 90_000,
  // Never in band (one process would keep every suite's jsdom and run out of heap): two workers,
  // each recycled once it holds more than 1 GB between suites.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  clearMocks: true,
  restoreMocks: true,
};
