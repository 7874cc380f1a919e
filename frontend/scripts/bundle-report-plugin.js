/**
 * Writes dist/bundle-report.json after a build: which emitted JS files the storefront can load
 * (every chunk outside the lazy admin chunk groups) and which modules inside them come from
 * antd, axios or src/admin, or are an ICU message compiler (the Arabic catalogs arrive
 * compiled). scripts/check-bundle.mjs turns that into a pass or a failure.
 */
const path = require('node:path');

const FORBIDDEN = [
  /[\\/]node_modules[\\/](antd|@ant-design|axios|@rc-component|rc-[^\\/]+)[\\/]/,
  /[\\/]src[\\/]admin[\\/]/,
  /[\\/]node_modules[\\/](@messageformat|@lingui[\\/]message-utils)[\\/]/,
];

function resourcesOf(module) {
  // Concatenated modules (scope hoisting) hold several source modules.
  if (module.modules) return module.modules.flatMap(resourcesOf);
  return module.resource ? [module.resource] : [];
}

function isAdminGroup(group) {
  if (group.name === 'admin') return true;
  return group.origins.some(
    (o) => o.module && /[\\/]src[\\/]admin[\\/]/.test(o.module.resource ?? ''),
  );
}

class BundleReportPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleReportPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const chunks = [];
          for (const chunk of compilation.chunks) {
            const groups = [...chunk.groupsIterable];
            const adminOnly = groups.length > 0 && groups.every(isAdminGroup);
            const offenders = adminOnly
              ? []
              : [
                  ...new Set(
                    compilation.chunkGraph
                      .getChunkModules(chunk)
                      .flatMap(resourcesOf)
                      .filter((r) => FORBIDDEN.some((re) => re.test(r)))
                      .map((r) => path.relative(compiler.context, r)),
                  ),
                ];
            chunks.push({
              name: chunk.name ?? null,
              files: [...chunk.files].filter((f) => f.endsWith('.js')),
              admin: adminOnly,
              offenders,
            });
          }
          // Every script a lazy screen needs (its own chunk and the shared ones), by chunk name:
          // the server preloads a rendered page's screen with these.
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.chunks.flatMap((c) =>
              [...c.files].filter((f) => f.endsWith('.js')),
            );
          }
          const report = JSON.stringify({ chunks, groups }, null, 2);
          compilation.emitAsset(
            'bundle-report.json',
            new compiler.webpack.sources.RawSource(report),
          );
        },
      );
    });
  }
}

module.exports = { BundleReportPlugin, isAdminGroup };
