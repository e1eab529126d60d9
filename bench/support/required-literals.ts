import { RegExpParser } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';
import { toCharSet } from 'regexp-ast-analysis';
import type { ReadonlyFlags } from 'regexp-ast-analysis';

/**
 * Literals one of which every match of a pattern holds, read from its syntax tree: what RE2 and Hyperscan call a
 * prefilter. A text that holds none of them cannot match, so the pattern need not run over it. The reading is
 * sound, never complete: where the tree is too wide to enumerate (a class of more than a few characters, a
 * repetition that may be absent, a back-reference) it gives up on that part and keeps what the rest requires.
 *
 * Measurement only (`deid-literal-gates.ts`): a prefilter built on it was measured in the detector's scans and
 * not kept (docs/performance.md, "The thirty-sixth speed round").
 *
 * Under flag `i` the literals are folded (`foldForLiterals`) and must be looked for in the folded text: a class is
 * enumerated with every character the engine takes as its case variant (`toCharSet` follows the flags), and each is
 * folded, so whatever character of the text the engine matched, its fold is among the literal's characters.
 */
export interface RequiredLiterals {
  readonly folded: boolean;
  readonly literals: readonly string[];
}

/** A class of more characters than this is not enumerated (after folding). */
const MAX_CLASS = 6;
/** A run of exact parts is not multiplied out past this many strings. */
const MAX_PRODUCT = 24;
/** An alternation needing more literals than this is no prefilter worth its `includes` calls. */
const MAX_LITERALS = 12;

/** What one part of a pattern matches: its exact strings when few, and literals one of which it always holds. */
interface Reading {
  exact: string[] | null;
  needs: string[] | null;
}

const UNKNOWN: Reading = { exact: null, needs: null };
const EMPTY: Reading = { exact: [''], needs: null };

/**
 * The literals every match of the pattern holds, or null when no useful set is found (a literal may be a single
 * character: `@`, a digit, a bracket). Computed once per pattern by the caller.
 */
export function requiredLiterals(pattern: RegExp): RequiredLiterals | null {
  let tree: AST.Pattern;
  try {
    tree = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern.source, undefined, undefined, {
      unicode: pattern.unicode,
      unicodeSets: pattern.unicodeSets,
    });
  } catch {
    return null;
  }
  const flags: ReadonlyFlags = {
    ignoreCase: pattern.ignoreCase,
    unicode: pattern.unicode,
    unicodeSets: pattern.unicodeSets,
    dotAll: pattern.dotAll,
    multiline: pattern.multiline,
  };
  const reading = readAlternatives(tree.alternatives, flags);
  const literals = reading.needs ?? reading.exact;
  if (literals === null || literals.length === 0 || literals.length > MAX_LITERALS) return null;
  if (literals.some((l) => l === '')) return null;
  return { folded: pattern.ignoreCase, literals };
}

/**
 * The fold the literals of a case-insensitive pattern are given, applied to a whole text: lower case, and the long
 * s read as s (the engine under flag `u` takes ſ for s, lower case leaves it).
 */
export function foldForLiterals(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes('ſ') ? lower.replaceAll('ſ', 's') : lower;
}

function readAlternatives(alternatives: readonly AST.Alternative[], flags: ReadonlyFlags): Reading {
  let exact: string[] | null = [];
  let needs: string[] | null = [];
  for (const alternative of alternatives) {
    const reading = readSequence(alternative.elements, flags);
    if (exact !== null) exact = reading.exact === null ? null : union(exact, reading.exact, MAX_PRODUCT);
    const held = reading.needs ?? reading.exact;
    if (needs !== null) needs = held === null ? null : union(needs, held, MAX_LITERALS);
  }
  return { exact, needs: needs === null ? null : minimal(needs) };
}

function readSequence(elements: readonly AST.Element[], flags: ReadonlyFlags): Reading {
  let run: string[] = [''];
  let allExact = true;
  let best: string[] | null = null;
  const close = (): void => {
    best = better(best, minimal(run));
  };
  for (const element of elements) {
    const reading = readElement(element, flags);
    if (reading.needs !== null) best = better(best, reading.needs);
    if (reading.exact === null) {
      allExact = false;
      close();
      run = [''];
      continue;
    }
    const product = multiply(run, reading.exact);
    if (product === null) {
      allExact = false;
      close();
      run = reading.exact;
    } else run = product;
  }
  close();
  return { exact: allExact ? run : null, needs: best };
}

function readElement(element: AST.Element, flags: ReadonlyFlags): Reading {
  switch (element.type) {
    case 'Character':
    case 'CharacterClass':
    case 'CharacterSet':
    case 'ExpressionCharacterClass':
      return readCharacters(element, flags);
    case 'Group':
    case 'CapturingGroup':
      return readAlternatives(element.alternatives, flags);
    case 'Quantifier':
      return readQuantifier(element, flags);
    case 'Assertion':
      // Zero-width: the characters on either side stand next to each other. A positive lookaround's contents are in
      // the text too, next to the match.
      if ((element.kind === 'lookahead' || element.kind === 'lookbehind') && !element.negate) {
        const inner = readAlternatives(element.alternatives, flags);
        return { exact: [''], needs: inner.needs ?? nonEmpty(inner.exact) };
      }
      return EMPTY;
    case 'Backreference':
      return UNKNOWN;
  }
}

function readQuantifier(quantifier: AST.Quantifier, flags: ReadonlyFlags): Reading {
  const inner = readElement(quantifier.element, flags);
  const needs = quantifier.min >= 1 ? (inner.needs ?? nonEmpty(inner.exact)) : null;
  if (inner.exact === null || quantifier.max > 3) return { exact: null, needs };
  let exact: string[] | null = [];
  let power: string[] | null = [''];
  for (let count = 0; count <= quantifier.max && exact !== null && power !== null; count++) {
    if (count >= quantifier.min) exact = union(exact, power, MAX_PRODUCT);
    power = multiply(power, inner.exact);
  }
  return { exact, needs };
}

function readCharacters(
  element: AST.Character | AST.CharacterClass | AST.CharacterSet | AST.ExpressionCharacterClass,
  flags: ReadonlyFlags,
): Reading {
  if (element.type === 'CharacterClass' && element.unicodeSets) return UNKNOWN;
  if (element.type === 'ExpressionCharacterClass') return UNKNOWN;
  if (element.type === 'CharacterSet' && element.kind === 'property' && element.strings) return UNKNOWN;
  const set = toCharSet(element, flags);
  if (set.isEmpty || set.size > MAX_CLASS * 3) return UNKNOWN;
  const characters = new Set<string>();
  for (const range of set.ranges)
    for (let code = range.min; code <= range.max; code++) {
      const character = literalCharacter(code, flags.ignoreCase === true);
      if (character === null) return UNKNOWN;
      characters.add(character);
    }
  if (characters.size > MAX_CLASS) return UNKNOWN;
  const exact = [...characters];
  return { exact, needs: exact };
}

/**
 * The character a literal holds for this code, or null when it cannot stand in one: a surrogate half, and under
 * folding anything whose lower case is not one code point found the same in every context (capital sigma, dotted
 * capital I).
 */
function literalCharacter(code: number, folded: boolean): string | null {
  if (code >= 0xd800 && code <= 0xdfff) return null;
  const character = String.fromCodePoint(code);
  if (!folded) return character;
  if (code === 0x3a3) return null;
  const lower = foldForLiterals(character);
  return [...lower].length === 1 ? lower : null;
}

function nonEmpty(strings: string[] | null): string[] | null {
  return strings === null || strings.length === 0 || strings.includes('') ? null : strings;
}

function multiply(left: readonly string[], right: readonly string[]): string[] | null {
  if (left.length * right.length > MAX_PRODUCT) return null;
  const product = new Set<string>();
  for (const l of left) for (const r of right) product.add(l + r);
  return [...product];
}

function union(left: readonly string[], right: readonly string[], limit: number): string[] | null {
  const all = [...new Set([...left, ...right])];
  return all.length > limit ? null : all;
}

/** Drops each literal that holds another one of the set: a text holding it holds the shorter one too. */
function minimal(literals: readonly string[]): string[] {
  const sorted = [...new Set(literals)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const literal of sorted) if (!kept.some((k) => literal.includes(k))) kept.push(literal);
  return kept;
}

/** The stronger of two requirements: longer shortest literal first, then fewer literals. */
function better(current: string[] | null, candidate: string[] | null): string[] | null {
  const usable = nonEmpty(candidate);
  if (usable === null || usable.length > MAX_LITERALS) return current;
  if (current === null) return usable;
  const shortest = (l: string[]): number => Math.min(...l.map((s) => s.length));
  const [a, b] = [shortest(current), shortest(usable)];
  if (b !== a) return b > a ? usable : current;
  return usable.length < current.length ? usable : current;
}
