/**
 * Automated agents of chat logs and team channels (issue 49, sixteenth round, tuned on the estuary set, by class):
 * "Bot" (and "Chatbot", "Assistant" in a speaker's place) names a program, not a person, where its shape says so:
 * - the last word of a display name of vocabulary words ("*Formulary Bot*", "Clinic Bot", "Rota Bot", "Triage
 *   Assistant:"), where a given name or a function word before it ("Linda Bot", "Also Bot") is
 *   left alone;
 * - a speaker's label at the start of a line ("BOT: Thank you", "Chatbot: Hello", "AI: ..."), maybe after the
 *   message's time stamp ("[16:30] Bot: Welcome");
 * - before a version or build ("Bot version 5.8.0", "bot v2", "Chatbot build 14").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

const AGENT = String.raw`Bot|BOT|Chatbot|ChatBot|CHATBOT|Assistant|ASSISTANT|Agent|AGENT`;
/** Up to three capitalised words before the agent word, on one line. */
const DISPLAY_NAME = new RegExp(String.raw`(?<![\p{L}])((?:\p{Lu}[\p{L}-]*[^\S\n]+){1,3})(${AGENT})(?![\p{L}])`, 'gu');
/**
 * A chat export's time stamp before the speaker ("[16:30] Bot:", "(09:05) Assistant:", "10:02 am - Bot:"), from the
 * thirty-second round (cove), maybe after the day's date ("12/03/2025, 10:02 - Bot:"); the date keeps its own hit.
 */
const STAMP =
  String.raw`(?:(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?[^\S\n]*)?[[(]?\d{1,2}:\d{2}(?::\d{2})?` +
  String.raw`(?:[^\S\n]*[AaPp]\.?[Mm]\.?)?[\])]?[^\S\n]*(?:[-–][^\S\n]*)?)?`;
const SPEAKER = new RegExp(String.raw`^[^\S\n]*${STAMP}[*_]?(${AGENT}|AI)[*_]?[^\S\n]*:`, 'gm');
const BEFORE_VERSION = new RegExp(
  String.raw`(?<![\p{L}])(${AGENT})[^\S\n]+(?:version|build|release|v\.?[^\S\n]*\d)`,
  'gu',
);
const MAY_AGENT = /bot|BOT|Bot|Assistant|ASSISTANT|Agent|AGENT/;

export function chatAgentSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_AGENT.test(text)) return spans;
  for (const m of allMatches(DISPLAY_NAME, text)) {
    const before = m[1].trim().split(/[^\S\n]+/);
    const allWords = before.every((w) => {
      const lower = w.toLowerCase();
      const aNoun = words.isVocabulary(lower) || words.isAnyEnglishWord(lower);
      return aNoun && !words.isFunctionWord(lower) && !words.isPersonalFirstName(lower);
    });
    if (allWords) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  for (const m of allMatches(SPEAKER, text)) {
    const start = (m.index ?? 0) + m[0].indexOf(m[1]);
    spans.push([start, start + m[1].length]);
  }
  for (const m of allMatches(BEFORE_VERSION, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[1].length]);
  return spans;
}
