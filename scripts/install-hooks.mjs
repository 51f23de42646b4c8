// `npm install`'s prepare step: points git at the hooks in .husky/ (the pre-commit hook runs
// lint-staged, which formats the staged files with Prettier). It never fails an install: it skips
// CI, HUSKY=0, a tree without git metadata (an export, a Docker build context) and an install
// without dev dependencies, saying why.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skip = (why) => console.log(`git hooks not installed: ${why}`);

if (process.env.CI) skip('CI is set');
else if (process.env.HUSKY === '0') skip('HUSKY=0');
else if (!fs.existsSync(path.join(root, '.git'))) skip('no .git here');
else {
  let install;
  try {
    ({ default: install } = await import('husky'));
  } catch {
    install = null;
  }
  if (install === null) skip('husky is not installed (no dev dependencies)');
  else {
    process.chdir(root);
    const problem = install();
    if (problem) skip(problem);
    else console.log('git hooks installed: pre-commit formats staged files (lint-staged)');
  }
}
