/**
 * Multi-word expressions that contain a name or place word but identify
 * nobody: remedies, conditions, foods and brands. A hit lying wholly inside
 * one of these is dropped.
 */
const PHRASES = [
  String.raw`st\.?\s+john'?s\s+wort`,
  String.raw`saint\s+john'?s\s+wort`,
  String.raw`charley|charlie\s+horses?`,
  String.raw`earl\s+gr[ae]y`,
  String.raw`west\s+nile`,
  String.raw`rocky\s+mountain\s+spotted\s+fever`,
  String.raw`lou\s+gehrig'?s`,
  String.raw`braxton[\s-]+hicks`,
  String.raw`adam'?s\s+apple`,
  String.raw`bell'?s\s+palsy`,
  String.raw`down'?s?\s+syndrome`,
  String.raw`black\s+cohosh`,
  String.raw`evening\s+primrose`,
  String.raw`dong\s+quai`,
  String.raw`victoria'?s\s+secret`,
  String.raw`trader\s+joe'?s`,
  String.raw`whole\s+foods`,
  String.raw`weight\s+watchers`,
  String.raw`planet\s+fitness`,
  String.raw`jenny\s+craig`,
  String.raw`mcdonald'?s`,
  String.raw`wendy'?s`,
  String.raw`macy'?s`,
  String.raw`kohl'?s`,
  String.raw`lowe'?s`,
  String.raw`dunkin'?`,
  String.raw`ben\s+(?:&|and)\s+jerry'?s`,
  String.raw`women'?s\s+health\s+initiative`,
  String.raw`nurses'?\s+health\s+study`,
  String.raw`johns\s+hopkins\s+(?:study|guidelines?)`,
  String.raw`mediterranean\s+diet`,
  String.raw`dash\s+diet`,
  String.raw`french\s+(?:fries|toast)`,
  String.raw`swiss\s+cheese`,
  String.raw`brussels\s+sprouts`,
  String.raw`greek\s+yogh?urt`,
  String.raw`dijon\s+mustard`,
  String.raw`buffalo\s+wings`,
  String.raw`epsom\s+salts?`,
  String.raw`irish\s+spring`,
  String.raw`hail\s+mary`,
  String.raw`tommy\s+john`,
  String.raw`apple\s+watch`,
  String.raw`dr\.?\s+scholl'?s`,
  String.raw`dr\.?\s+pepper`,
  String.raw`mrs\.?\s+dash`,
  String.raw`jacuzzi`,
  String.raw`ziploc`,
  String.raw`dear\s+john`,
  String.raw`peeping\s+tom`,
  String.raw`doubting\s+thomas`,
];

const PHRASE = new RegExp(String.raw`\b(?:${PHRASES.join('|')})`, 'gi');

/** Spans of allowed phrases in the text, as [start, end) pairs. */
export function allowedPhraseSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(PHRASE)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
