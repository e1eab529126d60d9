/**
 * Foods and drinks named after their places or makers, in diet and nutrition text (issue 49, sixteenth round, tuned
 * on the estuary set, by class): cheeses, cured meats, fermented foods, wines and spirits with protected or
 * proprietary names ("calcium from Parmigiano and sardines", "Stilton and Cheddar", "Grana Padano", "rich in Feta
 * and Halloumi", "Prosciutto di Parma", "kefir or Skyr"): a food is no one's address or name. Taken only in a text
 * that speaks of eating or of nutrients; a given name ("Sherry") is left alone, a surname
 * ("Brie", "Gouda") unless another food of the list is named beside it, and so is any of them after a verb of
 * living or going and "in", "at", "to" or "near" ("moved to Stilton", "lives in Cheddar").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

const S = String.raw`[^\S\n]+`;
const FOODS = new RegExp(
  String.raw`(?<![\p{L}])(?:Parmigiano(?:${S}Reggiano)?|Parmesan|Grana${S}Padano|Pecorino(?:${S}Romano)?|` +
    String.raw`Gorgonzola|Mozzarella|Burrata|Ricotta|Mascarpone|Taleggio|Fontina|Asiago|Provolone|Scamorza|` +
    String.raw`Stilton|Cheddar|Wensleydale|Red${S}Leicester|Double${S}Gloucester|Caerphilly|Cheshire${S}cheese|` +
    String.raw`Brie|Camembert|Roquefort|Comté|Comte|Emmental|Emmentaler|Gruyère|Gruyere|Raclette|Gouda|Edam|` +
    String.raw`Feta|Halloumi|Manchego|Paneer|Labneh|Skyr|Kefir|Tvorog|Smetana|Ryazhenka|Prosciutto|` +
    String.raw`Bresaola|Mortadella|Pancetta|Chorizo|Jamón|Bolognese|Parma${S}ham|Tofu|Tempeh|Miso|Natto|` +
    String.raw`Kombucha|Prosecco|Champagne|Chianti|Rioja|Sherry|Marsala|Limoncello|Grappa|Sake|Shochu|` +
    String.raw`Ovaltine|Horlicks|Marmite|Bovril|Weetabix|Ready${S}Brek|Shreddies|Actimel|Yakult|Activia|Alpro|Oatly)` +
    String.raw`(?:${S}di${S}\p{Lu}\p{Ll}+)?(?![\p{L}])`,
  'gu',
);
const MAY_FOOD =
  /Parm|Grana|Pecorino|Gorgonzola|Mozzarella|Burrata|Ricotta|Mascarpone|Taleggio|Fontina|Asiago|Provolone|Scamorza|Stilton|Cheddar|Wensleydale|Leicester|Gloucester|Caerphilly|Cheshire|Brie|Camembert|Roquefort|Comt|Emment|Gruy|Raclette|Gouda|Edam|Feta|Halloumi|Manchego|Paneer|Labneh|Skyr|Kefir|Tvorog|Smetana|Ryazhenka|Prosciutto|Bresaola|Mortadella|Pancetta|Chorizo|Jam|Bolognese|Tofu|Tempeh|Miso|Natto|Kombucha|Prosecco|Champagne|Chianti|Rioja|Sherry|Marsala|Limoncello|Grappa|Sake|Shochu|Ovaltine|Horlicks|Marmite|Bovril|Weetabix|Brek|Shreddies|Actimel|Yakult|Activia|Alpro|Oatly/;
const EATING =
  /\b(?:eat|eats|eating|ate|drink|drinks|drinking|diet|dietary|food|foods|meal|meals|snack|breakfast|lunch|dinner|calcium|protein|dairy|cheese|cheeses|milk|yoghurt|yogurt|nutrition|nutrient|vitamin|sardines|fibre|fiber|alcohol|units|glass|glasses|wine|beer|recipe|cook|cooks|cooking|kitchen|menu|menus|supper|dessert|desserts|pudding|puddings|canteen)\b/i;
const DISH_HEADS =
  String.raw`pudding|puddings|pie|pies|pasty|pasties|tart|tarts|sponge|cake|cakes|buns?|mess|potatoes|curry|` +
  String.raw`hotpot|rarebit|stew|soup|scones?|biscuits?|fudge|trifle|crumble|sausages?|chicken|eggs?|bread|loaf|` +
  String.raw`rolls|salad|pilaf|rice`;
const DISH = new RegExp(String.raw`(?<![\p{L}'’])(\p{Lu}\p{Ll}+)${S}(?:${DISH_HEADS})(?![\p{L}])`, 'gu');
const DISH_AFTER = new RegExp(String.raw`^${S}(?:${DISH_HEADS})(?![\p{L}])`, 'u');
const MAY_DISH = new RegExp(String.raw`[^\S\n](?:${DISH_HEADS})(?![\p{L}])`);
const CAPITALISED_BEFORE = /(?<![\p{L}])\p{Lu}\p{Ll}+[^\S\n]+$/u;
const TITLE_BEFORE = /\b(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Nurse|Sister)\.?[^\S\n]+$/;
const PLACE_BEFORE =
  /\b(?:(?:lives?|lived|living|moved|born|resident|based|stays?|stayed|staying|up|visit(?:s|ed|ing)?|went|travel(?:s|led)?|holiday(?:s|ed)?)[^\S\n]+(?:in|at|to|near)|(?:village|town|city)[^\S\n]+of)[^\S\n]+$/i;

/** The word written in the text somewhere not before a dish: a name the note uses ("says Mrs Kettleby"). */
function namedElsewhere(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
    if (at > 0 && /[\p{L}]/u.test(text[at - 1])) continue;
    const after = text.slice(at + word.length, at + word.length + 24);
    if (/^\p{L}/u.test(after)) continue;
    if (!DISH_AFTER.test(after)) return true;
  }
  return false;
}

export function foodAndDrinkSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_DISH.test(text) && EATING.test(text))
    for (const m of allMatches(DISH, text)) {
      const start = m.index ?? 0;
      const before = text.slice(Math.max(0, start - 40), start);
      // A capitalised word before makes the run a full name ("Doreen Kettleby pie was cold").
      if (TITLE_BEFORE.test(before) || PLACE_BEFORE.test(before) || CAPITALISED_BEFORE.test(before)) continue;
      if (namedElsewhere(text, m[1])) continue;
      spans.push([start, start + m[1].length]);
    }
  if (!MAY_FOOD.test(text) || !EATING.test(text)) return spans;
  const foods = allMatches(FOODS, text);
  for (const m of foods) {
    const first = m[0].split(/[^\S\n]/)[0].toLowerCase();
    if (words.isPersonalFirstName(first) || words.isFirstName(first)) continue;
    if (words.isName(first) && foods.length < 2) continue;
    const start = m.index ?? 0;
    if (PLACE_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
    spans.push([start, start + m[0].length]);
  }
  return spans;
}
