import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect } from 'chai';

const ROOT = join(__dirname, '..', '..');

/** The README and every Markdown page under docs/, as paths from the repository root. */
function pages(): string[] {
  const found = ['README.md'];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  return found;
}

/** Fenced code is shown, not followed: a `[x](y)` inside it is no link. */
const withoutCode = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(text: string): Set<string> {
  const headings = [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1]);
  return new Set(
    headings.map((heading) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

function relativeLinks(text: string): string[] {
  return [...withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('documentation links', () => {
  for (const page of pages()) {
    const text = readFileSync(join(ROOT, page), 'utf8');

    it(`${page}: every relative link resolves, anchors included`, () => {
      const broken: string[] = [];
      for (const link of relativeLinks(text)) {
        const [pathPart, anchor] = link.split('#');
        const target = pathPart === '' ? join(ROOT, page) : resolve(dirname(join(ROOT, page)), pathPart);
        if (!existsSync(target)) {
          broken.push(`${link} (no ${relative(ROOT, target)})`);
          continue;
        }
        if (anchor && target.endsWith('.md') && !anchors(readFileSync(target, 'utf8')).has(anchor)) {
          broken.push(`${link} (no heading #${anchor})`);
        }
      }
      expect(broken).to.deep.equal([]);
    });

    it(`${page}: stays inside the repository and names no private folder`, () => {
      for (const link of relativeLinks(text)) {
        const target = resolve(dirname(join(ROOT, page)), link.split('#')[0]);
        expect(relative(ROOT, target), link).not.to.match(/^\.\./);
      }
      expect(text).not.to.match(/\/work\/|\.\.\/shared\b/);
    });
  }
});
