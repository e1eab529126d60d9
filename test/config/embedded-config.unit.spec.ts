import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config';

describe('embedded store configuration (unit)', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs every port on SQLite with synchronous FULL by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect([config.eventStore, config.readStore, config.importQueue, config.sqliteSynchronous]).to.deep.equal([
      'sqlite',
      'sqlite',
      'sqlite',
      'full',
    ]);
  });

  it('takes SQLITE_SYNCHRONOUS=normal and refuses other values', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: 'normal' }).sqliteSynchronous).to.equal('normal');
    expect(() => loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: 'off' })).to.throw(
      /SQLITE_SYNCHRONOUS="off" is not allowed: use one of `full`, `normal`/,
    );
  });

  it('no longer accepts pglite for any port', () => {
    for (const name of ['EVENT_STORE', 'READ_STORE', 'IMPORT_QUEUE']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, [name]: 'pglite' }), name).to.throw(
        new RegExp(`${name}="pglite" is not allowed: use one of \`sqlite\`, `),
      );
    }
  });
});
