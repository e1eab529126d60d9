/**
 * Imported first by the detector (index.ts), so that it holds before any of its modules runs a pattern.
 *
 * V8 first runs a regular expression through its bytecode interpreter and compiles it to machine code only once it
 * has run (its "tier-up"), which spares the compilation for patterns run once. The detector runs well over a
 * thousand patterns over each text, one-byte and two-byte texts alike (a dash or a curly quote makes a note
 * two-byte), and on a process that had run them over one kind of text first, the other kind ran two to three times
 * slower than in a process that compiles every pattern to machine code from its first run: the two-byte notes, most
 * of the slowest, paid for it (docs/performance.md, "The twenty-first speed round"). A pattern run once while the
 * interpreter was still on stays interpreted, hence the import order. The option is V8's and holds for the whole
 * process and every worker thread in it; its cost is one compilation per pattern and kind of text on first use,
 * about 0.7 s of CPU once a process.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
