// One jest preset for every package: TypeScript and JSX through swc (TypeScript 7 has no JS API
// for ts-jest), CSS modules as identity maps, jsdom unless a package asks for node.
const path = require('node:path');

module.exports = function jestPreset({ rootDir, displayName, environment = 'jsdom' }) {
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          swcrc: false,
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': require.resolve('identity-obj-proxy') },
    setupFiles: [path.join(__dirname, 'jest.setup.js')],
    transformIgnorePatterns: ['/node_modules/'],
  };
};
