// SPA build: ts-loader, one chunk per route (React Router lazy routes), content-hashed names,
// gzip + brotli copies for the server's pre-compressed serving, React Refresh in development.
// `--env start` is `npm start`'s build (server/scripts/start.mjs): the same files, but the compressed
// copies are left to a background process (server/scripts/precompress.cjs).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { PrecompressPlugin } = require('./server/scripts/precompress.cjs');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

require('dotenv').config({ quiet: true });

/** Build-time variables (see .env.example). Unset stays undefined so the SPA can apply its fallback. */
const DEFINED = ['API_URL', 'GOOGLE_CLIENT_ID', 'STRIPE_PUBLISHABLE_KEY', 'ADS_ENABLED', 'REDUX_DEVTOOLS'];

/**
 * dist/.build-env.json: when and with which variables dist/ was built. `npm start` reuses a build
 * whose variables match its own and that is newer than the sources, so the stamp is written by
 * every production build (output.clean empties dist/ first), not only by `npm start`'s: once both
 * compilations (the browser's and the server render's, which run side by side) have emitted without
 * errors, with the time the build started, so a half-built dist/ is never reused.
 */
class BuildStampPlugin {
  constructor(env, dir, startedAt, compilers) {
    this.env = env;
    this.dir = dir;
    this.startedAt = startedAt;
    this.pending = new Set(compilers);
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BuildStampPlugin', (compilation) => {
      if (compilation.errors.length) return;
      this.pending.delete(compiler.options.name);
      if (this.pending.size) return;
      const file = path.join(this.dir, '.build-env.json');
      require('node:fs').writeFileSync(file, JSON.stringify({ builtAt: this.startedAt, env: this.env }, null, 2));
    });
  }
}

/**
 * dist/chunk-groups.json: the JavaScript and CSS files of each named lazy chunk (webpackChunkName in
 * src/app/routes.tsx) with the split chunks it needs. The server preloads a page's scripts in its
 * HTML (server/src/plugins/spaPage.ts), so they download beside the entry instead of after it ran,
 * and links its stylesheets when it renders the page's first screen.
 */
class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = [...new Set(group.chunks.flatMap((c) => [...c.files]))].filter((f) => /\.(js|css)$/.test(f));
          }
          compilation.emitAsset('chunk-groups.json', new webpack.sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}

/** TypeScript, transpiled only (`npm run typecheck` checks the types); React Refresh in development. */
/**
 * The public pages in plain React + CSS (routes.tsx's plainPage) and the shell's mobile menu: antd
 * is never on their way.
 */
const PUBLIC_PLAIN_CHUNKS = [
  'home',
  'ads',
  'ad',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'faq',
  'terms',
  'privacy',
  'help-center',
  'contact',
  'about',
  'categories',
  'public-profile',
  'not-found',
  'mobile-menu',
];
/**
 * The signed-in pages in plain React + CSS (routes.tsx's plainPage): a member's or staff's first
 * page without antd's provider and form engine (bench:bundle's 250 KB).
 */
const SIGNED_IN_PLAIN_CHUNKS = [
  'profile',
  'profile-edit',
  'ad-form',
  'tribes',
  'tribe',
  'messages',
  'admin',
  'admin-dashboard',
  'admin-sales',
  'admin-reports',
];
/** The header's parts for signed-in users (routes.tsx), plain React: loaded on every signed-in page, never for a visitor. */
const SIGNED_IN_CHUNKS = new Set(['notification-bell', 'messages-link']);
/** Every plain chunk: no antd group below takes a module one of them uses. */
const PLAIN_CHUNKS = new Set([...PUBLIC_PLAIN_CHUNKS, ...SIGNED_IN_PLAIN_CHUNKS, ...SIGNED_IN_CHUNKS]);
/** antd, its components and the packages only they use (CSS-in-JS, scrolling, dates). */
const ANTD_MODULE =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs|stylis|@emotion|compute-scroll-into-view|scroll-into-view-if-needed)[\\/]/;
const chunkNames = (module, chunkGraph) => [...chunkGraph.getModuleChunksIterable(module)].map((c) => c.name ?? '');
/** The pages a visitor opens (no sign-in asked): the signed-in group takes nothing they use. */
const VISITOR_CHUNKS = new Set([...PUBLIC_PLAIN_CHUNKS, 'tribe-invitation', 'test-image-processing']);
/**
 * A signed-in page loads the shell, the header's signed-in parts (plain React: a plain page stays
 * without antd), antd in one chunk (two on staff pages) if the page uses it, and its own: a dozen
 * requests, not thirty, and the route table's chunk lists stay short.
 * `antd-base` holds the AntdProvider chunk (every antd page loads it) and the antd modules most
 * antd pages share; `staff` what the staff pages alone share (tables, date pickers, the admin API);
 * `signed-in` the bell and the messages link with what they need and no visitor's page uses;
 * `form-engine` what the antd pages share with the plain form pages.
 */
/**
 * Modules shared by a few pages stay in each page's chunk below this size (minified bytes) instead
 * of a chunk of their own: an extra request costs a first visit more than a few KB repeated in
 * chunks that later navigations fetch.
 */
const SHARED_MIN_SIZE = 80_000;
const CHUNK_GROUPS = {
  staff: {
    name: 'staff',
    chunks: 'async',
    priority: 20,
    minChunks: 2,
    enforce: true,
    test: (module, { chunkGraph }) => {
      const names = chunkNames(module, chunkGraph);
      return names.every((n) => n.startsWith('admin')) && !names.some((n) => PLAIN_CHUNKS.has(n));
    },
  },
  antdBase: {
    name: 'antd-base',
    chunks: 'async',
    priority: 10,
    enforce: true,
    test: (module, { chunkGraph }) => {
      const names = chunkNames(module, chunkGraph);
      if (names.some((n) => PLAIN_CHUNKS.has(n))) return false;
      return names.includes('antd-provider') || (ANTD_MODULE.test(module.resource ?? '') && names.length >= 6);
    },
  },
  // What the AntdProvider chunk shares with the plain form pages (components/form uses antd's form
  // engine, @rc-component/form): a chunk of its own, named for what it is.
  formEngine: {
    name: 'form-engine',
    chunks: 'async',
    priority: 15,
    enforce: true,
    test: (module, { chunkGraph }) => {
      const names = chunkNames(module, chunkGraph);
      return names.includes('antd-provider') && names.some((n) => PLAIN_CHUNKS.has(n));
    },
  },
  signedIn: {
    name: 'signed-in',
    chunks: 'async',
    priority: 5,
    enforce: true,
    test: (module, { chunkGraph }) => {
      const names = chunkNames(module, chunkGraph);
      return (
        names.some((n) => SIGNED_IN_CHUNKS.has(n)) &&
        names.every((n) => SIGNED_IN_CHUNKS.has(n) || !VISITOR_CHUNKS.has(n))
      );
    },
  },
};

const tsRule = (dev, { sourceMap }) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      configFile: path.resolve(__dirname, 'tsconfig.json'),
      compilerOptions: { module: 'esnext', noEmit: false, sourceMap },
      getCustomTransformers: dev ? () => ({ before: [require('react-refresh-typescript').default()] }) : undefined,
    },
  },
});

/**
 * CSS modules (*.module.css) and global CSS. The server render takes only the class names, which
 * are the same hashes as the browser's build (same names, same paths, same context).
 */
const cssRule = (dev, { classNamesOnly = false } = {}) => ({
  test: /\.css$/,
  use: [
    !classNamesOnly && (dev ? 'style-loader' : MiniCssExtractPlugin.loader),
    {
      loader: 'css-loader',
      options: {
        modules: {
          auto: true,
          namedExport: false,
          exportLocalsConvention: 'as-is',
          exportOnlyLocals: classNamesOnly,
          localIdentName: dev ? '[name]__[local]' : '[hash:base64:6]',
        },
      },
    },
  ].filter(Boolean),
});

/**
 * React Router 7 resolves to its development build under every condition webpack and Node use
 * (warnings and invariant messages kept); production builds, the server render's too, take its
 * production build.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

const ASSETS = /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/;
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

/**
 * dist/server/render.js: src/app/serverRender.tsx for Node, which the server calls to put the first
 * screen of /, /ads and /ads/{slug} in their HTML (server/src/plugins/spaPage.ts). One file, built
 * beside the browser's build (in the time that one waits for its minifier's workers; the browser's
 * output.clean leaves dist/server/ to this one's). Packages stay in node_modules (required at run
 * time); the pages that need antd are in the route table but never rendered here.
 */
function serverRenderConfig(define, stamp) {
  return {
    name: 'server-render',
    mode: 'production',
    target: 'node20',
    entry: { render: './src/app/serverRender.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/server'),
      publicPath: '/',
      filename: '[name].js',
      assetModuleFilename: ASSET_FILENAME,
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: REACT_ROUTER_PRODUCTION },
    // Packages are required from node_modules, except React Router (bundled: see the alias above).
    externals: [
      ({ request }, callback) =>
        /^[@a-z]/i.test(request) && !request.endsWith('.css') && !/^react-router(-dom)?(\/|$)/.test(request)
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    module: {
      rules: [
        tsRule(false, { sourceMap: false }),
        cssRule(false, { classNamesOnly: true }),
        { test: ASSETS, type: 'asset', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.DefinePlugin(define), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), stamp],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = (env, argv) => {
  const startedAt = Date.now();
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

  const browser = {
    name: 'browser',
    mode: dev ? 'development' : 'production',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].chunk.js' : '[name].[contenthash:8].js',
      assetModuleFilename: ASSET_FILENAME,
      chunkLoadTimeout: 120000,
      // dist/server/ is the server render's (its own output.clean).
      clean: { keep: (file) => file === 'server' || file.startsWith('server/') },
    },
    // Production maps stay on the server for debugging (no sourceMappingURL); the server never serves them.
    devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: dev ? {} : REACT_ROUTER_PRODUCTION,
    },
    module: {
      rules: [tsRule(dev, { sourceMap: true }), cssRule(dev), { test: ASSETS, type: 'asset' }],
    },
    plugins: [
      new webpack.DefinePlugin(define),
      !dev && new ChunkGroupsPlugin(),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      !dev &&
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
      // The .gz and .br copies (server/scripts/precompress.cjs): npm start's are written after its build.
      !dev && new PrecompressPlugin({ defer: Boolean(env.start) }),
      dev && new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false }),
    ].filter(Boolean),
    optimization: {
      // JavaScript by SWC's minifier (a third of Terser's time, and its output a little smaller),
      // stylesheets by cssnano: the CSS blocks the first paint, and its comments and spaces are a
      // third of it.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
        new CssMinimizerPlugin(),
      ],
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: dev ? { chunks: 'all' } : { chunks: 'all', minSize: SHARED_MIN_SIZE, cacheGroups: CHUNK_GROUPS },
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
  // Development (webpack serve) is the browser's build alone: the server renders nothing then.
  if (dev) return browser;
  const stamp = new BuildStampPlugin(stampEnv, path.resolve(__dirname, 'dist'), startedAt, [
    'browser',
    'server-render',
  ]);
  browser.plugins.push(stamp);
  return [browser, serverRenderConfig(define, stamp)];
};
