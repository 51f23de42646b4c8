// After tsc: copies the server's data files (the seed catalog's .jsonl, the benchmark and planner
// tables' .json) from src/ to dist/, where the compiled modules read them next to themselves.
// Test folders are left out, like tsconfig.build.json leaves out their code.
import fs from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..');
const src = path.join(server, 'src');
const dist = path.join(server, 'dist');
const DATA = /\.(json|jsonl)$/;
const SKIP = new Set(['__tests__', '__fixtures__']);
const TEST_HELPERS = path.join(src, 'test');

let copied = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const from = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name) && from !== TEST_HELPERS) walk(from);
    } else if (DATA.test(entry.name)) {
      // require('./x') from source (npm run dev, swc-node) finds x.json before x.ts: never both.
      const module = from.replace(DATA, '.ts');
      if (fs.existsSync(module)) throw new Error(`${from} shadows ${module}: rename the data file.`);
      const to = path.join(dist, path.relative(src, from));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
      copied += 1;
    }
  }
}
walk(src);
console.log(`copy-data: ${copied} data files copied to dist/`);
