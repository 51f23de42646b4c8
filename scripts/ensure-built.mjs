// Before `npm start`: build whatever part is missing (a fresh clone installed with --ignore-scripts,
// or a dist folder removed by hand). Quick when everything is there.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const parts = [
  ['common', 'common/dist/index.js'],
  ['planner', 'planner/dist/index.js'],
  ['server', 'server/dist/index.js'],
  ['client', 'client/dist/index.html'],
  // The prerenderer (docs/prerendering.md), built with the client.
  ['client', 'client/dist-ssr/render.cjs'],
];
const built = new Set();
for (const [workspace, output] of parts) {
  if (!built.has(workspace) && !fs.existsSync(path.join(root, output))) {
    built.add(workspace);
    console.log(`${output} is missing: building ${workspace}...`);
    execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  }
}
