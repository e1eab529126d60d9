/**
 * Words of wound assessment and wound care (issue 49, 27th round, tuned on the reedbed set, by class): assessment
 * templates and tissue-viability notes write them capitalised as a field's label or a heading ("Periwound:
 * macerated", "Autolytic debridement under film", "Hypergranulation noted"), where a name reader takes an unknown
 * capitalised word, or two of them, for a name. Words that are also a name or a place (Slough) are left out;
 * the unit test keeps them out. Marked allowed vocabulary by word-classes.ts.
 */
import { wordSet } from './word-set';

export const WOUND_CARE_WORDS: ReadonlySet<string> = wordSet(`
periwound peri-wound debridement debride debrided autolytic enzymatic larval sloughy desloughing
hypergranulation overgranulation epithelialisation epithelialization epithelialising epithelializing
granulating undermining tunnelling tunneling sinus exudate exudating macerated maceration excoriated excoriation
hyperkeratosis hyperkeratotic eschar necrotic haemoserous serosanguineous serosanguinous seropurulent
`);
