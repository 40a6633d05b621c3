// SPA build: ts-loader, one chunk per route (React Router lazy routes), content-hashed names,
// gzip + brotli copies for the server's pre-compressed serving, React Refresh in development.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

require('dotenv').config({ quiet: true });

/** Build-time variables (see .env.example). Unset stays undefined so the SPA can apply its fallback. */
const DEFINED = ['API_URL', 'GOOGLE_CLIENT_ID', 'STRIPE_PUBLISHABLE_KEY', 'ADS_ENABLED', 'REDUX_DEVTOOLS'];

/**
 * dist/.build-env.json: when and with which variables dist/ was built. `npm start` reuses a build
 * whose variables match its own and that is newer than the sources, so the stamp is written by
 * every production build (output.clean empties dist/ first), not only by `npm start`'s.
 */
class BuildStampPlugin {
  constructor(env) {
    this.env = env;
  }
  apply(compiler) {
    let startedAt = Date.now();
    compiler.hooks.compile.tap('BuildStampPlugin', () => {
      startedAt = Date.now();
    });
    compiler.hooks.afterEmit.tap('BuildStampPlugin', (compilation) => {
      if (compilation.errors.length) return;
      const file = path.join(compiler.options.output.path, '.build-env.json');
      require('node:fs').writeFileSync(file, JSON.stringify({ builtAt: startedAt, env: this.env }, null, 2));
    });
  }
}

/**
 * dist/chunk-groups.json: the JavaScript files of each named lazy chunk (webpackChunkName in
 * src/app/routes.tsx) with the split chunks it needs. The server preloads a page's files in its
 * HTML (server/src/plugins/spaPage.ts), so they download beside the entry instead of after it ran.
 */
class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = [...new Set(group.chunks.flatMap((c) => [...c.files]))].filter((f) => f.endsWith('.js'));
          }
          compilation.emitAsset('chunk-groups.json', new webpack.sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const dev = argv.mode !== 'production';
  const define = { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') };
  const stampEnv = {};
  for (const name of DEFINED) {
    // The SPA calls its own origin unless API_URL says otherwise: the dev server proxies the API,
    // and a production dist/ is served by the API's own process (npm start), so a plain
    // `npm run build` is the build `npm start` would make and is reused by it.
    const value = name === 'API_URL' && process.env.API_URL === undefined ? '' : process.env[name];
    define[`process.env.${name}`] = value === undefined ? 'undefined' : JSON.stringify(value);
    stampEnv[name] = value ?? null;
  }

  return {
    mode: dev ? 'development' : 'production',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: dev ? '[name].js' : '[name].[contenthash:12].js',
      chunkFilename: dev ? '[name].chunk.js' : '[name].[contenthash:12].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      chunkLoadTimeout: 120000,
      clean: true,
    },
    // Production maps stay on the server for debugging (no sourceMappingURL); the server never serves them.
    devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router 7 resolves to its development build under every condition webpack uses
      // (warnings and invariant messages kept); production builds take its production build.
      alias: dev
        ? {}
        : {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // Types are checked by `npm run typecheck`; the build only transpiles.
              transpileOnly: true,
              configFile: path.resolve(__dirname, 'tsconfig.json'),
              compilerOptions: { module: 'esnext', noEmit: false, sourceMap: true },
              getCustomTransformers: dev
                ? () => ({ before: [require('react-refresh-typescript').default()] })
                : undefined,
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            dev ? 'style-loader' : MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: dev ? '[name]__[local]' : '[hash:base64:6]',
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(define),
      !dev && new BuildStampPlugin(stampEnv),
      !dev && new ChunkGroupsPlugin(),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      !dev &&
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:12].css',
          chunkFilename: '[name].[contenthash:12].css',
        }),
      !dev &&
        new CompressionPlugin({
          filename: '[path][base].gz',
          algorithm: 'gzip',
          test: /\.(js|css|html|svg|json|webmanifest)$/,
          threshold: 1024,
          minRatio: 0.9,
        }),
      !dev &&
        new CompressionPlugin({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          test: /\.(js|css|html|svg|json|webmanifest)$/,
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 1024,
          minRatio: 0.9,
        }),
      dev && new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false }),
    ].filter(Boolean),
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: { chunks: 'all' },
    },
    performance: { hints: false },
    stats: dev ? 'minimal' : 'errors-warnings',
    devServer: {
      port: 3000,
      hot: true,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        {
          context: ['/api', '/media', '/users/token/refresh', '/auth/callback'],
          target: `http://localhost:${process.env.PORT || 8000}`,
        },
      ],
    },
  };
};
