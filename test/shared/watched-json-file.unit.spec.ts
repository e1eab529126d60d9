import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { WatchedJsonFile } from '../../src/shared/watched-json-file';

describe('a watched JSON file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'watched-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const watch = (path: string, recheckMs: number) => {
    let parsed = 0;
    const file = new WatchedJsonFile<Record<string, string>>(
      path,
      (text) => {
        parsed += 1;
        return JSON.parse(text) as Record<string, string>;
      },
      () => ({}),
      recheckMs,
    );
    return { file, parsed: () => parsed };
  };

  it('reads a missing file as empty, and sees it appear once the recheck time has passed', async () => {
    const path = join(dir, 'tiers.json');
    const { file } = watch(path, 30);
    expect(file.read()).to.deep.equal({});
    writeFileSync(path, JSON.stringify({ org: 'premium' }));
    expect(file.read()).to.deep.equal({});
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(file.read()).to.deep.equal({ org: 'premium' });
    expect(file.fresh()).to.deep.equal({ org: 'premium' });
  });

  it('parses again only when the modification time changed', async () => {
    const path = join(dir, 'users.json');
    writeFileSync(path, JSON.stringify({ a: '1' }));
    const { file, parsed } = watch(path, 0);
    file.read();
    file.read();
    expect(parsed()).to.equal(1);
    writeFileSync(path, JSON.stringify({ a: '2' }));
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(file.read()).to.deep.equal({ a: '2' });
    expect(parsed()).to.equal(2);
    rmSync(path);
    expect(file.read()).to.deep.equal({});
  });
});
