/**
 * A webpack loader that replaces each relative `@import './x.css';` line of a stylesheet with
 * that file's text, recursively, in place. The admin console's stylesheet is linked by URL
 * (`admin.css?url`, so the storefront's main needs no CSS-chunk loader) and is still one file,
 * though its rules live beside the screens they style.
 */
const fs = require('node:fs');
const path = require('node:path');

const IMPORT = /^@import\s+['"](\.{1,2}\/[^'"]+\.css)['"];[ \t]*$/gm;

module.exports = function inlineImports(source) {
  const inline = (css, file, seen) =>
    css.replace(IMPORT, (_line, relative) => {
      const target = path.resolve(path.dirname(file), relative);
      if (seen.includes(target)) throw new Error(`${file}: @import loop through ${target}`);
      this.addDependency(target);
      return inline(fs.readFileSync(target, 'utf8'), target, [...seen, target]).trimEnd();
    });
  return inline(source, this.resourcePath, [this.resourcePath]);
};
