// Storefront + lazily loaded admin console. antd, axios and admin code stay in the admin
// chunk; scripts/check-bundle.mjs enforces the storefront budget after every build.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { BundleReportPlugin, isAdminGroup } = require('./scripts/bundle-report-plugin');
const { webpackAliases } = require('./scripts/tsconfig-paths');

/** public/ (favicon.ico, icon.svg, apple-touch-icon.png) goes to the root of dist as it is. */
class PublicFilesPlugin {
  apply(compiler) {
    const dir = path.resolve(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublicFilesPlugin',
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const name of fs.readdirSync(dir)) {
            const source = new compiler.webpack.sources.RawSource(
              fs.readFileSync(path.join(dir, name)),
            );
            compilation.emitAsset(name, source);
          }
        },
      );
    });
  }
}

/**
 * V8's compile hint: a script that starts with this comment has every function compiled while
 * it downloads, off the main thread, instead of each one on the main thread when first called.
 * The storefront's scripts (React, the store, the router, the page's screen) run nearly all their
 * functions to hydrate the page, so this takes that compiling out of the long tasks a phone runs
 * after the first paint. The boot script is tiny, and the admin console's chunk (antd) is left
 * lazy: most of it never runs on a visit.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintPlugin {
  apply(compiler) {
    const { ConcatSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments), before the content hashes are computed.
        {
          name: 'CompileHintPlugin',
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_DEV_TOOLING,
        },
        () => {
          for (const chunk of compilation.chunks) {
            if (chunk.name === 'boot') continue;
            const groups = [...chunk.groupsIterable];
            if (groups.length > 0 && groups.every(isAdminGroup)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (old) => new ConcatSource(COMPILE_HINT, old));
            }
          }
        },
      );
    });
  }
}

/** The Arabic catalogs (ICU messages), compiled at build time (scripts/lingui-catalog.cjs). */
const CATALOG = /[\\/]src[\\/]i18n[\\/]locales[\\/].+\.ts$/;
const catalogRule = { test: CATALOG, use: path.resolve(__dirname, 'scripts/lingui-catalog.cjs') };

/** The TypeScript/JSX rule, shared by the browser and the server bundle. */
function scriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: [/node_modules/, CATALOG],
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * The server entry (src/server/render.tsx) as one CommonJS file, dist/server/render.js, that
 * the backend loads by path. Assets get the same hashed URLs as in the browser build but are
 * not written twice; the admin console is never server-rendered, so it is left out.
 */
function serverConfig(production) {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node',
    entry: { render: './src/server/render.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist', 'server'),
      publicPath: '/',
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: webpackAliases() },
    module: {
      rules: [
        scriptRule(production),
        catalogRule,
        { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        {
          test: /\.(png|jpe?g|webp|svg|mp4|webm|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      // Lazy screens are in the same file: loading one is a resolved promise.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]admin[\\/]AdminApp$/,
        path.resolve(__dirname, 'src/server/NoAdmin.tsx'),
      ),
    ],
    optimization: { minimize: false },
    performance: false,
    stats: 'errors-warnings',
  };
}

/**
 * react-router's package resolves to its development build for every bundler (its exports have
 * no "production" condition): that build keeps its warnings' code and texts. The browser's
 * production build takes the production build; react-router-dom only re-exports react-router.
 */
function routerWithoutWarnings() {
  const dir = path.dirname(require.resolve('react-router/package.json'));
  const index = path.join(dir, 'dist', 'production', 'index.mjs');
  return { 'react-router$': index, 'react-router-dom$': index };
}

function browserConfig(production) {
  return {
    name: 'browser',
    // The code is ES2020 already (swc): webpack's own runtime may be too (arrow functions).
    target: ['web', 'es2020'],
    mode: production ? 'production' : 'development',
    // boot is the only script index.html names: it loads main once the page is painted.
    entry: { boot: './src/boot.ts', main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Lazy chunks are named by id: their names stay in the bundle report (the server preloads
      // by name), and the first download's runtime carries no table of names (the Arabic
      // screens' message chunks must not make the English pages bigger).
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // dist/server is the server bundle's (built alongside).
      clean: { keep: /^server[\\/]/ },
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // @freakdrop/contract and any other alias: declared once, in tsconfig.json's paths.
      alias: { ...webpackAliases(), ...(production ? routerWithoutWarnings() : {}) },
    },
    module: {
      rules: [
        scriptRule(production),
        catalogRule,
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].+\.mjs$/,
          use: path.resolve(__dirname, 'scripts/pure-router-loader.cjs'),
        },
        // The contract is pure data and functions: the storefront keeps only what it imports
        // (the admin texts, for one, stay out of its chunks).
        { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
        // i18n/index.ts only re-exports: each chunk takes only the i18n modules it uses.
        { test: /[\\/]src[\\/]i18n[\\/]index\.ts$/, sideEffects: false },
        {
          test: /\.css$/,
          oneOf: [
            // `import url from './x.css?url'`: one file, its @imports inlined, for a component to
            // link (the admin console's): the storefront then needs no CSS-chunk loader in main.
            {
              resourceQuery: /url/,
              type: 'asset/resource',
              use: path.resolve(__dirname, 'scripts/css-inline-imports.cjs'),
            },
            { use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          ],
        },
        { test: /\.(png|jpe?g|webp|svg|mp4|webm|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        // The template writes the tags itself: boot, with main in its data-scripts.
        inject: false,
        // webpack's own HTML minimizer does this (keeping the <!--seo--> markers, below).
        minify: false,
      }),
      new BundleReportPlugin(),
      new PublicFilesPlugin(),
      ...(production ? [new CompileHintPlugin()] : []),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
    ],
    optimization: {
      // An options object means "minimize". The HTML minimizer keeps only the <!--seo-->
      // markers, which the server fills per page with titles, Open Graph tags and JSON-LD.
      minimize: production && {
        html: { comments: '^/?seo$' },
        javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020 } },
      },
      splitChunks: { chunks: 'async' },
    },
    performance: false,
    stats: 'errors-warnings',
  };
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return [browserConfig(production), serverConfig(production)];
};
