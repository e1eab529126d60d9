/**
 * The sentences the detector's specs expect to be refused or let through, read from the spec files' calls of
 * `expectFound(text, fragment)` and `expectClean(text)` (test/deidentification/helpers.ts) whose arguments are
 * written out as strings: rows a fit of the weak-hit confidence lacks in the sets, whose identifier texts mostly
 * hold several identifiers while the specs hold single-name sentences (`Banks agreed to the plan.`; issue 49,
 * round 30). Calls whose text is built at run time (a loop over a list, a template with a value) are counted and
 * left out: reading them would mean running the specs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface SpecSentence {
  file: string;
  text: string;
  /** The words a found sentence must have a hit on; none for a sentence expected clean. */
  fragment?: { start: number; end: number };
}

export interface SpecSentences {
  sentences: SpecSentence[];
  /** Calls whose text or fragment is no written-out string. */
  computed: number;
}

const SPEC_DIR = join(__dirname, '..', 'test', 'deidentification');

const literal = (node: ts.Expression | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** Every written-out call of the two helpers in the spec files of test/deidentification/. */
export function specSentences(dir = SPEC_DIR): SpecSentences {
  const sentences: SpecSentence[] = [];
  let computed = 0;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()) {
    const source = ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const helper = node.expression.text;
        if (helper === 'expectClean' || helper === 'expectFound') {
          const text = literal(node.arguments[0]);
          const fragment = helper === 'expectFound' ? literal(node.arguments[1]) : undefined;
          const start = text !== undefined && fragment !== undefined ? text.indexOf(fragment) : -1;
          if (text === undefined || (helper === 'expectFound' && start < 0)) computed++;
          else if (fragment === undefined) sentences.push({ file, text });
          else sentences.push({ file, text, fragment: { start, end: start + fragment.length } });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { sentences, computed };
}

if (require.main === module) {
  const { sentences, computed } = specSentences();
  const found = sentences.filter((s) => s.fragment).length;
  console.log(`${sentences.length} written-out sentences: ${found} to be found, ${sentences.length - found} clean;`);
  console.log(`${computed} calls built at run time, left out`);
}
