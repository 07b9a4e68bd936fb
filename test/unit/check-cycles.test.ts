import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run lint`'s import-cycle check (scripts/check-cycles.ts) on small folders of its own:
 * what it must report and what it must let pass.
 */
const ROOT = path.join(__dirname, '../..');
const SCRATCH = path.join('.scratch', `check-cycles-${process.pid}`);

function check(files: Record<string, string>): { status: number | null; output: string } {
  const dir = path.join(ROOT, SCRATCH);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/jiti/lib/jiti-cli.mjs'), 'scripts/check-cycles.ts', SCRATCH],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => rmSync(path.join(ROOT, SCRATCH), { recursive: true, force: true }));

describe('check-cycles', () => {
  it('reports two modules that import each other, as the chain that closes', () => {
    const { status, output } = check({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(`${SCRATCH}/a.ts -> ${SCRATCH}/b.ts -> ${SCRATCH}/a.ts`);
  });

  it('lets an import used only as a type close no cycle', () => {
    const { status, output } = check({
      'a.ts':
        "import type { B } from './b';\nimport { Shape } from './b';\nexport const a = (b: B, s: Shape) => [b, s];\n",
      'b.ts':
        "import { a } from './a';\nexport type B = string;\nexport interface Shape { n: number }\nexport const b = () => a;\n",
    });
    expect(output).toMatch(/no import cycle among 2 files/);
    expect(status).toBe(0);
  });

  it("counts a class named in a decorated property's type, which decorator metadata imports", () => {
    const { status, output } = check({
      'e.ts':
        "import { Column } from 'typeorm';\nimport { F } from './f';\nexport class E {\n  @Column() f!: F;\n}\n",
      'f.ts': "import { E } from './e';\nexport class F {}\nexport const make = () => new E();\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(`${SCRATCH}/e.ts -> ${SCRATCH}/f.ts -> ${SCRATCH}/e.ts`);
  });
});
