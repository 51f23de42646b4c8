// Before `npm start`: build whatever part is missing (a fresh clone installed with --ignore-scripts,
// or a dist folder removed by hand). Quick when everything is there.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const parts = [
  ['common', 'common/dist/index.js'],
  ['server', 'server/dist/index.js'],
  ['client', 'client/dist/index.html'],
];
for (const [workspace, output] of parts) {
  if (!fs.existsSync(path.join(root, output))) {
    console.log(`${output} is missing: building ${workspace}...`);
    execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  }
}
