// The client's lint rules of eslint.config.js fail on what they forbid: a '/...' link in a
// feature, a feature importing src/api/generated/, a file over 400 lines of code. ESLint's Node API
// lints each snippet as if it were the file at `filePath`, with the project's own configuration.
import path from 'node:path';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';

const root = path.resolve(__dirname, '..');
// The configuration as an array, not loaded from its file: ESLint loads a config file with
// import(), which jest's module system does not offer.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config: Linter.Config[] = require('../eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, baseConfig: config });

async function errors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('client lint rules', () => {
  it('a feature links through paths, not a "/..." literal', async () => {
    const code = [
      "import { Link } from 'react-router-dom';",
      '',
      'export default function Example({ slug }: { slug: string }) {',
      '  return (',
      '    <>',
      '      <Link to="/ads">Anúncios</Link>',
      '      <a href={`/ads/${slug}`}>Anúncio</a>',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n');
    const found = await errors(code, 'src/features/ads/Example.tsx');
    expect(found).toHaveLength(2);
    expect(found.every((e) => e.startsWith('no-restricted-syntax: A link in a feature comes from paths'))).toBe(true);
  });

  it('a feature imports the API through src/api/<tag>.ts, not src/api/generated/', async () => {
    const code = [
      "import type { ListAdsApiArg } from '../../api/generated/ads.gen';",
      '',
      'export const arg: ListAdsApiArg = { pageSize: 12 };',
      '',
    ].join('\n');
    expect(await errors(code, 'src/features/home/example.ts')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*src\/api\/<tag>\.ts/),
    ]);
  });

  it('a file has at most 400 lines of code', async () => {
    const code = Array.from({ length: 401 }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';
    expect(await errors(code, 'src/lib/example.ts')).toEqual([expect.stringMatching(/^max-lines: /)]);
  });

  it('a feature that links through paths and imports api/<tag>.ts passes', async () => {
    const code = [
      "import { Link } from 'react-router-dom';",
      "import type { AdListParams } from '../../api/ads';",
      "import { paths } from '../../app/paths';",
      '',
      'export const arg: AdListParams = { pageSize: 12 };',
      '',
      'export default function Example({ slug }: { slug: string }) {',
      '  return <Link to={paths.ad(slug)}>Anúncio</Link>;',
      '}',
      '',
    ].join('\n');
    expect(await errors(code, 'src/features/ads/Example.tsx')).toEqual([]);
  });
});
