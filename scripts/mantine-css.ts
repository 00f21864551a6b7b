// Which of Mantine's per-component stylesheets the app needs: every component imported from
// '@mantine/core' under src/client (and by @mantine/notifications), plus every component those
// import in turn, in the order of Mantine's own styles.css (dependencies first). vite.config.ts
// turns the list into the 'virtual:mantine-css' module that main.tsx imports, so the first page
// blocks on about half of Mantine's CSS rather than all of it, and a component used tomorrow is
// picked up by the next build.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT_FROM_CORE = /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

function namesIn(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(IMPORT_FROM_CORE)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

function sourceFiles(dir: string, test: RegExp): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(file, test));
    else if (test.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

/** Module specifiers ('@mantine/core/styles/X.css') to import, in cascade order. */
export function usedMantineStyles(root = process.cwd()): string[] {
  const core = path.join(root, 'node_modules/@mantine/core');
  const esm = path.join(core, 'esm');
  const exportedFrom = new Map<string, string>();
  const index = fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  for (const m of index.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) exportedFrom.set(name, path.join(esm, m[2]!));
    }
  }

  const names = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'src/client'), /\.(tsx?|jsx?)$/)) {
    for (const n of namesIn(fs.readFileSync(file, 'utf8'))) names.add(n);
  }
  for (const file of sourceFiles(path.join(root, 'node_modules/@mantine/notifications/esm'), /\.mjs$/)) {
    for (const n of namesIn(fs.readFileSync(file, 'utf8'))) names.add(n);
  }

  // Every module of @mantine/core those names reach, through its relative imports.
  const seen = new Set<string>();
  const stack = [...names].flatMap((n) => exportedFrom.get(n) ?? []);
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g)) stack.push(path.resolve(path.dirname(file), m[1]!));
  }
  const components = new Set<string>();
  for (const file of seen) {
    // Each folder of a reached module may have a stylesheet: components/Radio → Radio.css, and
    // nested or shared parts too (components/Radio/RadioCard → RadioCard.css, utils/InlineInput →
    // InlineInput.css). Folders without one are dropped below.
    for (const folder of path.relative(esm, path.dirname(file)).split(path.sep)) components.add(folder);
  }

  const all = fs.readFileSync(path.join(core, 'styles.css'), 'utf8');
  const position = (file: string) => {
    const at = all.indexOf(fs.readFileSync(path.join(core, file), 'utf8').trim().slice(0, 200));
    if (at < 0) throw new Error(`@mantine/core/${file} is not part of styles.css: cannot order it`);
    return at;
  };
  return ['baseline', 'default-css-variables', 'global', ...components]
    .map((name) => `styles/${name}.css`)
    .filter((file) => fs.existsSync(path.join(core, file)))
    .sort((a, b) => position(a) - position(b))
    .map((file) => `@mantine/core/${file}`);
}
