// Lets a child process run the TypeScript sources directly (for process-level tests).
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

// The shared contract from its sources, as the tests see it (not its build in dist/).
const CONTRACT = join(__dirname, '../../../packages/contract/src');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const match = /^@freakdrop\/contract(?:\/(.+))?$/.exec(request);
  if (match) return resolve.call(this, join(CONTRACT, match[1] ?? 'index'), ...rest);
  return resolve.call(this, request, ...rest);
};
