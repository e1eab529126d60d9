/**
 * Gherkin feature files written in another language (issue 49, twenty-seventh round, tuned on the foreshore set, by
 * class). Cucumber reads a feature in any of Gherkin's languages, each with its own keywords (Gherkin's i18n table,
 * gherkin-languages.json: Spanish "Característica", "Escenario", "Dado", "Cuando", "Entonces", "Pero"; French
 * "Fonctionnalité", "Soit", "Quand", "Alors"; German "Funktionalität", "Angenommen", "Wenn", "Dann"; Italian,
 * Portuguese and Dutch likewise). A step's prose is then the other language's, and the caseless name rules read two or
 * three of its lower-case words in a row as a name ("la paciente tiene", "riesgo por"). In a text whose feature line
 * opens with such a language's keyword, the runs of lower-case words of each step line (a line opening with a step
 * keyword of that language) and of each title line (its feature, scenario, background or examples keyword and a
 * colon) outside quotes are dropped. A step's data in quotes, a capitalised word, a number, a date
 * and every line that is no step keep every rule.
 * Returns spans in which a hit is dropped.
 */
type Span = readonly [number, number];

interface GherkinLanguage {
  feature: RegExp;
  step: RegExp;
  /** The lines that title a feature, a rule, a scenario, a background or examples. */
  heading: RegExp;
}

const line = (keywords: string): RegExp => new RegExp(String.raw`^[^\S\n]*(?:${keywords})[^\S\n]+(.*)$`, 'gmu');
const heading = (keywords: string): RegExp => new RegExp(String.raw`^[^\S\n]*(?:${keywords}):[^\S\n]*(.*)$`, 'gmu');

const LANGUAGES: GherkinLanguage[] = [
  {
    feature: /^[^\S\n]*(?:Característica|Necesidad del negocio|Requisito):/mu,
    step: line('Dad[oa]s?(?:[^\\S\\n]+que)?|Cuando|Entonces|Y|E|Pero'),
    heading: heading('Característica|Escenario|Esquema del escenario|Antecedentes|Ejemplos|Regla'),
  },
  {
    feature: /^[^\S\n]*(?:Fonctionnalité):/mu,
    step: line("Soit|Sachant(?:[^\\S\\n]+qu['’]|[^\\S\\n]+que)?|Étant donnée?s?|Quand|Lorsqu['’]?e?|Alors|Et|Mais"),
    heading: heading('Fonctionnalité|Scénario|Plan du scénario|Contexte|Exemples|Règle'),
  },
  {
    feature: /^[^\S\n]*(?:Funktionalität|Funktion):/mu,
    step: line('Angenommen|Gegeben sei(?:en)?|Wenn|Dann|Und|Aber'),
    heading: heading('Funktionalität|Funktion|Szenario|Szenariogrundriss|Grundlage|Beispiele|Regel'),
  },
  {
    feature: /^[^\S\n]*(?:Funzionalità|Esigenza di Business|Abilità):/mu,
    step: line('Dat[oaie]|Quando|Allora|E|Ma'),
    heading: heading('Funzionalità|Scenario|Schema dello scenario|Contesto|Esempi|Regola'),
  },
  {
    feature: /^[^\S\n]*(?:Funcionalidade|Característica|Caracteristica):/mu,
    step: line('Dad[oa]s?|Quando|Então|Entao|E|Mas'),
    heading: heading('Funcionalidade|Característica|Cenário|Esquema do Cenário|Contexto|Exemplos|Regra'),
  },
  {
    feature: /^[^\S\n]*(?:Functionaliteit):/mu,
    step: line('Gegeven|Stel|Als|Wanneer|Dan|En|Maar'),
    heading: heading('Functionaliteit|Scenario|Abstract Scenario|Achtergrond|Voorbeelden|Regel'),
  },
];

const MAY =
  /^[^\S\n]*(?:Caracter[ií]stica|Necesidad|Requisito|Fonctionnalit|Funktion|Funzionalit|Esigenza|Abilit|Funcionalidade|Functionaliteit)/mu;
const QUOTED = /"[^"\n]*"|'[^'\n]*'|«[^»\n]*»|“[^”\n]*”|<[^>\n]*>/g;
const WORD = String.raw`\p{Ll}+(?:[-'’]\p{Ll}+)*`;
const LOWER_RUN = new RegExp(String.raw`(?<![\p{L}\p{N}])${WORD}(?:[^\S\n]+${WORD})*(?![\p{L}\p{N}@.])`, 'gu');

export function gherkinLanguageSpans(text: string): Span[] {
  if (!MAY.test(text)) return [];
  const spans: Span[] = [];
  for (const language of LANGUAGES) {
    if (!language.feature.test(text)) continue;
    for (const step of [...text.matchAll(language.step), ...text.matchAll(language.heading)]) {
      const body = step[1];
      const at = step.index + step[0].length - body.length;
      const blanked = body.replace(QUOTED, (q) => '#'.repeat(q.length));
      for (const run of blanked.matchAll(LOWER_RUN)) spans.push([at + run.index, at + run.index + run[0].length]);
    }
  }
  return spans;
}
