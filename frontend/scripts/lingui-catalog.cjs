/**
 * The Arabic catalogs (src/i18n/locales/ar/*.ts), compiled at build time: each file
 * exports `messages`, an object of ICU MessageFormat strings by id; this turns every message
 * into Lingui's compiled form (`@lingui/message-utils/compileMessage`), so the browser gets
 * data that `@lingui/core` only interpolates and no message compiler ships. A message that
 * does not parse fails the build. Nothing is written to disk (no compiled file in git).
 *
 * Used as a webpack loader (webpack.config.js) and as a Jest transform (jest.config.js).
 */
const vm = require('node:vm');
const { transformSync } = require('@swc/core');
// ESM only; Node loads it with require() (Node >= 20.19).
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** The catalog file's `messages`, each compiled. */
function compileCatalog(source, filename) {
  const { code } = transformSync(source, {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  vm.runInNewContext(code, {
    module,
    exports: module.exports,
    require: (id) => {
      throw new Error(`${filename}: a catalog holds only its messages (it imports ${id})`);
    },
  });
  const { messages } = module.exports;
  if (!messages || typeof messages !== 'object') {
    throw new Error(`${filename}: a catalog exports \`messages\` (id → ICU message)`);
  }
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${filename}: ${id} is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${filename}: ${id} is not a valid ICU message: ${error.message}`);
    }
  }
  return compiled;
}

/** webpack loader: the catalog as an ES module of compiled messages. */
module.exports = function linguiCatalogLoader(source) {
  const compiled = compileCatalog(source, this.resourcePath);
  return `export const messages = ${JSON.stringify(compiled)};\n`;
};

/** Jest transform: the same, as CommonJS. */
module.exports.process = (source, filename) => ({
  code: `"use strict";\nexports.messages = ${JSON.stringify(compileCatalog(source, filename))};\n`,
});
module.exports.compileCatalog = compileCatalog;
