import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { expect } from 'chai';

/**
 * The folders of src/ from the bottom up: a module imports only from its own
 * folder or one listed before it (docs/architecture.md, "Layers").
 */
const LAYERS = [
  'shared',
  'storage',
  'deidentification',
  'validation',
  'events',
  'auth',
  'commands',
  'audit',
  'projections',
  'queries',
  'observability',
  'import',
  'config',
  'http',
  'runtime',
  'cli',
  'main.ts',
];

const SRC = join(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const layerOf = (file: string): string => relative(SRC, file).split('/')[0];

/** Relative module specifiers of static imports, dynamic imports and requires. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = text.matchAll(/(?:from\s+|import\(\s*|require\(\s*)'(\.{1,2}\/[^']*)'/g);
  return [...found].map((match) => match[1]);
}

/** Each file's imports that reach a layer above its own, as "file -> target". */
function importsAgainstLayers(): string[] {
  const strays: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const own = LAYERS.indexOf(layerOf(file));
    for (const specifier of importsOf(file)) {
      const target = normalize(join(dirname(file), specifier));
      if (!target.startsWith(SRC)) continue;
      const layer = LAYERS.indexOf(layerOf(target));
      if (layer > own) strays.push(`${relative(SRC, file)} -> ${relative(SRC, target)}`);
    }
  }
  return strays;
}

/** Import cycles between files, each as the files it runs through. */
function cycles(): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets = importsOf(file).map((specifier) => `${normalize(join(dirname(file), specifier))}.ts`);
    graph.set(
      file,
      targets.filter((target) => target.startsWith(SRC)),
    );
  }
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)).map((f) => relative(SRC, f)));
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('layering of src/', () => {
  it('names a layer for every folder of src/', () => {
    const folders = readdirSync(SRC);
    expect(folders.filter((folder) => !LAYERS.includes(folder))).to.deep.equal([]);
  });

  it('has no import that reaches a layer above its own', () => {
    expect(importsAgainstLayers()).to.deep.equal([]);
  });

  it('has no import cycle', () => {
    expect(cycles()).to.deep.equal([]);
  });
});
