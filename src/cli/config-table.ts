import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withConfigTable } from '../config/config-table';

// npm run docs:config: rewrites the table of docs/configuration.md after a change to src/config/settings.ts.
const pagePath = join(__dirname, '..', '..', 'docs', 'configuration.md');
const before = readFileSync(pagePath, 'utf8');
const after = withConfigTable(before);
if (after !== before) writeFileSync(pagePath, after);
process.stdout.write(
  after === before ? 'docs/configuration.md: table already up to date\n' : 'docs/configuration.md: table rewritten\n',
);
