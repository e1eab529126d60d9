import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withConfigTable } from '../config/config-table';

// npm run docs:config: rewrites the README's configuration table after a change to src/config/settings.ts.
const readmePath = join(__dirname, '..', '..', 'README.md');
const before = readFileSync(readmePath, 'utf8');
const after = withConfigTable(before);
if (after !== before) writeFileSync(readmePath, after);
process.stdout.write(
  after === before ? 'README configuration table already up to date\n' : 'README configuration table rewritten\n',
);
