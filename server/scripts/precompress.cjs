// The SPA's precompressed copies: file.gz (Zopfli's gzip, which any gzip reader takes) and file.br
// (brotli, quality 11), sent by the server to the browsers that accept them (server/src/plugins/spa.ts:
// @fastify/static's preCompressed, which sends the plain file while a copy does not exist).
//
// `npm run build` writes them within the build (PrecompressPlugin, webpack.config.js). `npm start`'s
// own build lists them in dist/.precompress.json instead, and `npm start` has them written in the
// background once the build is done, by this file run as a script at the lowest CPU priority
// (precompressInBackground): they take a third of the build's time, and the server is ready without
// them. Each copy is written under a temporary name and renamed, so a request never gets half of
// one; a run cut short leaves the list, and the next start finishes it.
'use strict';
const { spawn } = require('node:child_process');
const { existsSync, rmSync, statSync } = require('node:fs');
const { readFile, rename, rm, writeFile } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { Worker } = require('node:worker_threads');

/** What gets copies: the text formats, from 1 KB, when the copy is at most 90 % of the file. */
const PRECOMPRESSED = /\.(js|css|html|svg|json|webmanifest)$/;
const THRESHOLD = 1024;
const MIN_RATIO = 0.9;
/** The files of a build whose copies are still to be written, relative to dist/. */
const TODO_FILE = '.precompress.json';

/**
 * Zopfli's gzip in worker threads, one per core: 3-4 % smaller than zlib's level 9 (≈ 4.5 KB of the
 * entry's JS), with 5 iterations, and the slowest of the steps. The pool's workers hold the process
 * only while they have work.
 */
function zopfliPool() {
  const code = `
    const { parentPort } = require('node:worker_threads');
    const zopfli = require(${JSON.stringify(require.resolve('@gfx/zopfli'))});
    parentPort.on('message', ({ id, input }) =>
      zopfli.gzip(Buffer.from(input), { numiterations: 5 }, (error, output) =>
        parentPort.postMessage({ id, error: error ? String(error) : null, output }),
      ),
    );`;
  const workers = [];
  const callbacks = new Map();
  let seq = 0;
  const spawnWorker = () => {
    const worker = new Worker(code, { eval: true });
    const entry = { worker, busy: 0 };
    worker.on('message', ({ id, error, output }) => {
      const { resolve, reject } = callbacks.get(id);
      callbacks.delete(id);
      if (--entry.busy === 0) worker.unref();
      if (error) reject(new Error(error));
      else resolve(Buffer.from(output));
    });
    worker.unref();
    workers.push(entry);
    return entry;
  };
  return (input) =>
    new Promise((resolve, reject) => {
      const idle = workers.find((w) => w.busy === 0);
      const entry =
        idle ??
        (workers.length < os.availableParallelism()
          ? spawnWorker()
          : workers.reduce((a, b) => (a.busy <= b.busy ? a : b)));
      const id = ++seq;
      callbacks.set(id, { resolve, reject });
      if (entry.busy++ === 0) entry.worker.ref();
      entry.worker.postMessage({ id, input });
    });
}

const brotli = (input) =>
  new Promise((resolve, reject) =>
    zlib.brotliCompress(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }, (error, output) =>
      error ? reject(error) : resolve(output),
    ),
  );

/** Whether a file of this name and size gets copies. */
const wanted = (name, size) => PRECOMPRESSED.test(name) && size >= THRESHOLD;

/**
 * The copies of one file's content worth keeping, by extension ('.gz', '.br'); `only` limits the
 * work to those extensions.
 */
async function compress(input, gzip, only = ['.gz', '.br']) {
  const made = await Promise.all(only.map((ext) => (ext === '.gz' ? gzip(input) : brotli(input))));
  return Object.fromEntries(
    only.map((ext, i) => [ext, made[i]]).filter(([, c]) => c.length / input.length <= MIN_RATIO),
  );
}

/**
 * webpack: the copies of the browser's assets, written within the build, or (`defer`) their list in
 * dist/.precompress.json for precompressListed. After every other change to the assets (webpack's
 * OPTIMIZE_TRANSFER stage), and for the assets added after it (dist/chunk-groups.json).
 */
class PrecompressPlugin {
  constructor({ defer = false } = {}) {
    this.defer = defer;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      const listed = [];
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        async (assets) => {
          const files = Object.keys(assets).filter((name) => {
            const { source, info } = compilation.getAsset(name);
            return name !== TODO_FILE && !info.compressed && wanted(name, source.size());
          });
          if (!files.length) return;
          if (this.defer) {
            listed.push(...files);
            const todo = new sources.RawSource(JSON.stringify({ files: listed }));
            if (compilation.getAsset(TODO_FILE)) compilation.updateAsset(TODO_FILE, todo);
            else compilation.emitAsset(TODO_FILE, todo);
            return;
          }
          const gzip = zopfliPool();
          await Promise.all(
            files.map(async (name) => {
              const { source, info } = compilation.getAsset(name);
              const copies = await compress(source.buffer(), gzip);
              for (const [ext, copy] of Object.entries(copies)) {
                compilation.emitAsset(name + ext, new sources.RawSource(copy), {
                  compressed: true,
                  immutable: info.immutable,
                });
              }
            }),
          );
        },
      );
    });
  }
}

/** Writes `data` to `file` through a temporary dot-file beside it (never served), then renames it. */
async function writeWhole(file, data) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Whether a file still is the one `seen` describes (a newer build replaces dist/'s files). */
const unchanged = (file, seen) => {
  const now = statSync(file, { throwIfNoEntry: false });
  return Boolean(now) && now.ino === seen.ino && now.mtimeMs === seen.mtimeMs && now.size === seen.size;
};

/**
 * The copies dir/.precompress.json lists that do not exist yet, each written whole; then the list
 * is removed. A file a newer build replaced meanwhile gets no copy of its old content, and that
 * build's own list stays.
 */
async function precompressListed(dir) {
  const todo = path.join(dir, TODO_FILE);
  let files;
  let listSeen;
  try {
    listSeen = statSync(todo);
    ({ files } = JSON.parse(await readFile(todo, 'utf8')));
  } catch {
    return;
  }
  const gzip = zopfliPool();
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const missing = ['.gz', '.br'].filter((ext) => !existsSync(file + ext));
      if (!missing.length) return;
      const seen = statSync(file, { throwIfNoEntry: false });
      const input = seen && (await readFile(file).catch(() => null));
      if (!input) return;
      for (const [ext, copy] of Object.entries(await compress(input, gzip, missing))) {
        if (unchanged(file, seen) && !existsSync(file + ext)) await writeWhole(file + ext, copy);
      }
    }),
  );
  if (unchanged(todo, listSeen)) rmSync(todo, { force: true });
}

/**
 * When dir has a list of copies to write, this file as a child process on it, at the lowest CPU
 * priority; it stops when this process ends. Null when there is nothing to do.
 */
function precompressInBackground(dir) {
  if (!existsSync(path.join(dir, TODO_FILE))) return null;
  const child = spawn(process.execPath, [__filename, dir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.channel?.unref();
  child.unref();
  return child;
}

module.exports = { PrecompressPlugin, TODO_FILE, precompressInBackground };

if (require.main === module) {
  // Before any thread starts: the worker threads and libuv's pool take this process's priority.
  try {
    os.setPriority(19);
  } catch {
    // Not allowed here: the copies are written at the normal priority.
  }
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => process.exit(0));
  }
  precompressListed(path.resolve(process.argv[2] ?? 'dist')).catch((error) => {
    console.error(`Cópias comprimidas do SPA não gravadas: ${error.message}`);
    process.exitCode = 1;
  });
}
