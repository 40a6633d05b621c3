import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';

interface Precompress {
  PrecompressPlugin: new (options?: { defer?: boolean }) => webpack.WebpackPluginInstance;
  TODO_FILE: string;
  precompressInBackground: (dir: string) => ChildProcess | null;
}
const script = path.resolve(__dirname, '..', '..', 'scripts', 'precompress.cjs');
const { PrecompressPlugin, TODO_FILE, precompressInBackground } = createRequire(__filename)(script) as Precompress;

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-precompress-test-'));
  dirs.push(dir);
  return dir;
};

const text = (kb: number) => Array.from({ length: kb * 16 }, (_, i) => `const v${i} = "tribo ${i % 7}";\n`).join('');
/** The assets of a build: what gets copies and what does not (too small, not text, incompressible). */
const ASSETS: Record<string, Buffer> = {
  'main.js': Buffer.from(text(40)),
  'assets/logo.svg': Buffer.from(`<svg>${'<path d="M0 0h10v10z"/>'.repeat(100)}</svg>`),
  'small.css': Buffer.from('a{color:red}'),
  'photo.png': Buffer.from(text(8)),
  'noise.json': randomBytes(4096),
};
/** Added after the copies' stage, as dist/chunk-groups.json is. */
const LATE = { 'chunk-groups.json': Buffer.from(JSON.stringify({ home: Array(200).fill('home.0123456789ab.js') })) };
const WITH_COPIES = ['main.js', 'assets/logo.svg', 'chunk-groups.json'];

/** webpack on an empty entry, with the assets above and PrecompressPlugin; the output's directory. */
async function build(defer: boolean) {
  const dir = tmp();
  writeFileSync(path.join(dir, 'entry.js'), '');
  const emit = (stage: number, assets: Record<string, Buffer>) => (compiler: webpack.Compiler) =>
    compiler.hooks.thisCompilation.tap('Assets', (compilation) =>
      compilation.hooks.processAssets.tap({ name: 'Assets', stage }, () => {
        for (const [name, data] of Object.entries(assets))
          compilation.emitAsset(name, new webpack.sources.RawSource(data));
      }),
    );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist'), filename: 'entry.js' },
    plugins: [
      emit(webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL, ASSETS),
      emit(webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT, LATE),
      new PrecompressPlugin({ defer }),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve())),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return path.join(dir, 'dist');
}

/** Every file under dir (relative paths), sorted. */
const filesOf = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );

describe("the SPA build's gzip and brotli copies (server/scripts/precompress.cjs)", () => {
  test('npm run build writes them within the build: text files from 1 KB, when at most 90 % of the file', async () => {
    const dist = await build(false);
    for (const name of WITH_COPIES) {
      const original = readFileSync(path.join(dist, name));
      assert.deepEqual(gunzipSync(readFileSync(path.join(dist, `${name}.gz`))), original, `${name}.gz`);
      assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dist, `${name}.br`))), original, `${name}.br`);
    }
    assert.deepEqual(
      filesOf(dist).filter((f) => /\.(gz|br)$/.test(f)),
      WITH_COPIES.flatMap((f) => [`${f}.br`, `${f}.gz`]).sort(),
    );
    assert.equal(existsSync(path.join(dist, TODO_FILE)), false);
  });

  test("npm start's build lists them, and the background run writes the same bytes, then removes the list", async () => {
    const [inline, deferred] = await Promise.all([build(false), build(true)]);
    assert.deepEqual(
      filesOf(deferred).filter((f) => /\.(gz|br)$/.test(f)),
      [],
    );
    const { files } = JSON.parse(readFileSync(path.join(deferred, TODO_FILE), 'utf8')) as { files: string[] };
    // The text files from 1 KB: whether a copy is small enough is known once it is made.
    assert.deepEqual([...files].sort(), [...WITH_COPIES, 'noise.json'].sort());

    const child = precompressInBackground(deferred);
    assert.ok(child, 'a child process writes them');
    child.ref();
    assert.equal(await exited(child), 0);
    assert.deepEqual(
      filesOf(deferred),
      filesOf(inline).filter((f) => f !== TODO_FILE),
    );
    for (const file of filesOf(inline)) {
      assert.deepEqual(readFileSync(path.join(deferred, file)), readFileSync(path.join(inline, file)), file);
    }
    assert.equal(precompressInBackground(deferred), null, 'nothing left to do');
  });

  test('a run cut short is finished by the next one, which keeps the copies already written', async () => {
    const dist = await build(true);
    writeFileSync(path.join(dist, 'main.js.gz'), 'written by the run before');
    const child = precompressInBackground(dist);
    assert.ok(child);
    child.ref();
    assert.equal(await exited(child), 0);
    assert.equal(readFileSync(path.join(dist, 'main.js.gz'), 'utf8'), 'written by the run before');
    assert.ok(existsSync(path.join(dist, 'main.js.br')));
    assert.ok(existsSync(path.join(dist, 'chunk-groups.json.gz')));
    assert.equal(existsSync(path.join(dist, TODO_FILE)), false);
  });

  test("a file a newer build replaces meanwhile gets no copy of its old content, and that build's list stays", async () => {
    const dist = tmp();
    // About 4 s of Zopfli (longer at the lowest priority): replaced well before its copy is made.
    writeFileSync(path.join(dist, 'index.html'), text(2500));
    writeFileSync(path.join(dist, TODO_FILE), JSON.stringify({ files: ['index.html'] }));
    const child = precompressInBackground(dist);
    assert.ok(child);
    child.ref();
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(child.exitCode, null, 'still compressing');
    writeFileSync(path.join(dist, 'index.html'), 'a newer build');
    writeFileSync(path.join(dist, TODO_FILE), JSON.stringify({ files: ['index.html', 'main.js'] }));
    assert.equal(await exited(child), 0);
    assert.deepEqual(readdirSync(dist).sort(), [TODO_FILE, 'index.html'].sort());
    assert.match(readFileSync(path.join(dist, TODO_FILE), 'utf8'), /main\.js/);
  });

  test('the background run has the lowest CPU priority and stops with the process that started it', async () => {
    const dist = tmp();
    // Enough Zopfli work to outlive its parent by far.
    writeFileSync(path.join(dist, 'big.js'), randomBytes(3 << 20).toString('hex'));
    writeFileSync(path.join(dist, TODO_FILE), JSON.stringify({ files: ['big.js'] }));
    // A parent that starts it, says its pid and exits when its stdin closes.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `console.log(require(${JSON.stringify(script)}).precompressInBackground(process.argv[1]).pid);
         process.stdin.resume().on('end', () => process.exit(0));`,
        dist,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let out = '';
    parent.stdout!.on('data', (d) => (out += d));
    while (!out.includes('\n')) await new Promise((r) => setTimeout(r, 20));
    const pid = Number(out.trim());
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    // Field 19 of /proc/PID/stat is the nice value (the fields after the ")" start at field 3).
    const nice = () => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    if (process.platform === 'linux') {
      const until = Date.now() + 5_000;
      while (nice() !== 19 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      assert.equal(nice(), 19);
    }
    assert.ok(alive(), 'still compressing');
    parent.stdin!.end();
    await exited(parent);
    const end = Date.now() + 10_000;
    while (alive() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    assert.equal(alive(), false, 'the child stopped with its parent');
    assert.equal(existsSync(path.join(dist, 'big.js.gz')), false);
    assert.ok(existsSync(path.join(dist, TODO_FILE)), 'the list is left for the next start');
    assert.deepEqual(readdirSync(dist).sort(), [TODO_FILE, 'big.js'].sort(), 'no temporary file left');
  });
});
