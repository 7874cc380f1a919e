// Storefront + lazily loaded admin console. antd, axios and admin code stay in the admin
// chunk; scripts/check-bundle.mjs enforces the storefront budget after every build.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { BundleReportPlugin } = require('./scripts/bundle-report-plugin');
const { webpackAliases } = require('./scripts/tsconfig-paths');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // @contract and any other alias: declared once, in tsconfig.json's paths.
      alias: webpackAliases(),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
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
        },
        // The contract is pure data and functions: the storefront keeps only what it imports
        // (the admin texts, for one, stay out of its chunks).
        { test: /[\\/]backend[\\/]src[\\/]contract[\\/]/, sideEffects: false },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|svg|mp4|webm|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        // webpack's own HTML minimizer does this (keeping the <!--seo--> markers, below).
        minify: false,
      }),
      new BundleReportPlugin(),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
    ],
    optimization: {
      // An options object means "minimize". The HTML minimizer keeps only the <!--seo-->
      // markers, which the server fills per page with titles, Open Graph tags and JSON-LD.
      minimize: production && { html: { comments: '^/?seo$' } },
      splitChunks: { chunks: 'async' },
    },
    performance: false,
    stats: 'errors-warnings',
  };
};
