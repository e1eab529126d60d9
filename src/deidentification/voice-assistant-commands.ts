/**
 * Voice assistants' wake words and what their logs quote (issue 49, twentieth round, tuned on the lagoon set, by
 * class). Smart-speaker and phone-assistant logs start each utterance with the assistant's name, which is also a
 * given name ("Alexa", "Siri"), and quote songs and misrecognised words. The wake words are the vendors' own (Amazon
 * Alexa's "Alexa", "Echo", "Ziggy" and "Computer", Apple's "Siri", Google's "Hey Google" and "OK Google", Microsoft's
 * "Cortana", Samsung's "Bixby"); the structure says it is a command:
 * - a wake word at the start of an utterance (a line, a quotation, after a label's colon or a greeting "hey", "ok",
 *   "hi"), then a verb of a command ("alexa tell ...", "hey siri remind me", "Alexa, stop");
 * - a wake word right after "wake word" (maybe "detected", a colon or a bracket), or before a noun of the assistant's
 *   features ("Siri suggestion", "Alexa skill", "Alexa routine");
 * - a song and its artist after a wake word and "play" ("alexa play Jolene by Dolly Parton"): what a user asks a
 *   speaker to play is a title;
 * - a misrecognition quoted after a word the dictionaries hold as a drug: '"Kliovance" heard as "cleo vance"', and
 *   the list it opens ('"Femoston" as "fem austin"').
 * - the assistant's own speaker label at a line's start ("ALEXA:", "Siri:") in a transcript where an utterance commands
 *   that same wake word ("USER: Alexa, what ..."), from the thirty-fifth round (tombolo): the reply is the device's;
 * "Alexa Moreno rang", "my daughter alexa" and "alexa okonjo" keep their hits: no command follows them, and a
 * speaker called "ALEXA:" keeps hers where no line commands Alexa.
 */
import type { WordClasses } from './word-classes';

const WAKE = String.raw`(?:alexa|siri|cortana|bixby|google|echo|ziggy|computer)`;
const GREETING = String.raw`(?:(?:hey|hi|ok|okay)(?:[^\S\n]*,)?[^\S\n]+)`;
const COMMAND =
  String.raw`(?:tell|ask|play|stop|set|remind|call|ring|text|send|what|what's|whats|how|when|where|who|which|` +
  String.raw`open|turn|add|show|read|cancel|pause|resume|start|find|log|record|note|remember|volume|skip|repeat|` +
  String.raw`help|good[^\S\n]+morning|goodnight|good[^\S\n]+night|thank[^\S\n]+you|thanks)`;
const UTTERANCE = new RegExp(
  String.raw`(?:^|[\n"“'‘:>\]])[^\S\n]*(${GREETING}?${WAKE})(?:[^\S\n]*[,.!])?[^\S\n]+(${COMMAND})(?![\p{L}'’])`,
  'giu',
);
export const FEATURE = new RegExp(
  String.raw`(?:wake[^\S\n]+word[^\S\n]*(?:(?:detected|heard|spoken)[^\S\n]*)?` +
    String.raw`(?:[:(=\[][^\S\n]*)?)(${WAKE})(?!\p{L})|` +
    String.raw`\b(${WAKE})[^\S\n]+(?:suggestions?|skills?|routines?|shortcuts?|app|apps|settings|devices?|` +
    String.raw`speakers?|intents?|reminders?)\b`,
  'giu',
);
// Each title or artist word after the first follows a space: two capitalised words with none between are one word,
// which the first, read greedily, has tried already; allowed, a run of capitals was cut into five words in every
// way before "by" was found missing (0.6 s on eighty capitals after "Alexa play", round 34).
export const SONG =
  /^[^\S\n]+play[^\S\n]+(\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,4}[^\S\n]*)by[^\S\n]+\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,2}/u;
/** A speaker's label at a line's start that is a wake word, maybe in capitals or between asterisks. */
const SPEAKER_LABEL = new RegExp(String.raw`^[ \t]*[*_]?(${WAKE})[*_]?[ \t]*:`, 'gimu');
const MISHEARD =
  /["“]([\p{L}-]{4,})["”][^\S\n]+(?:was[^\S\n]+)?(?:(?:heard|misheard|recogni[sz]ed|transcribed|misrecogni[sz]ed)[^\S\n]+)?as[^\S\n]+["“]([^"”\n]{1,30})["”]/giu;
const MISRECOGNITION = /(?:heard|recogni[sz]ed|transcribed)[^\S\n]+as|misrecogni|mishear|misheard/i;
const MAY_BE_VOICE = /alexa|siri|cortana|bixby|google|echo|ziggy|computer|heard|recogni|transcribed/i;

export function voiceAssistantSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_BE_VOICE.test(text)) return spans;
  const commanded = new Set<string>();
  for (const m of text.matchAll(UTTERANCE)) {
    const start = m.index + m[0].indexOf(m[1]);
    const end = m.index + m[0].length;
    spans.push([start, end]);
    commanded.add(wakeWord(m[1]));
    if (m[2].toLowerCase() === 'play') {
      const song = SONG.exec(text.slice(end - m[2].length - 1, end + 80));
      if (song !== null) spans.push([start, end - m[2].length - 1 + song[0].trimEnd().length]);
    }
  }
  if (commanded.size > 0)
    for (const m of text.matchAll(SPEAKER_LABEL)) {
      if (!commanded.has(m[1].toLowerCase())) continue;
      const at = m.index + m[0].indexOf(m[1]);
      spans.push([at, at + m[1].length]);
    }
  for (const m of text.matchAll(FEATURE)) {
    const word = m[1] ?? m[2];
    const at = m.index + m[0].indexOf(word);
    spans.push([at, at + word.length]);
  }
  // After one misrecognition is told ("heard as"), a list goes on with "as" alone ('"Femoston" as "fem austin"').
  if (MISRECOGNITION.test(text))
    for (const m of text.matchAll(MISHEARD)) {
      const heard = m[1].toLowerCase();
      if (!words.isDrugWord(heard) && !words.isAllowed(heard)) continue;
      const at = m.index + m[0].lastIndexOf(m[2]);
      spans.push([at, at + m[2].length]);
    }
  return spans;
}

/** The wake word of an utterance's opening, without its greeting ("Hey Siri" is "siri"). */
function wakeWord(opening: string): string {
  return (
    opening
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .pop() ?? ''
  );
}
