/**
 * Books of the Bible where the text cites them as books (issue 49, thirty-third round, tuned on the rockpool set, by
 * class). Chaplaincy, parish-nursing and pastoral notes name the reading ("the Book of Ruth", "Ruth 1:16",
 * "1 Corinthians 13:4-7"), and many books bear a person's name ("Ruth", "Esther", "Job", "John", "Mark"), which the
 * name and place rules read as one. The books are those of the Protestant canon with the deuterocanonical books of
 * the Catholic and Orthodox canons, as the published tables of contents of the Bible list them. A book is read as one
 * only as the object of "Book of", or before a chapter and verse joined by a colon in a text that speaks of reading
 * scripture (a verse, a reading, a psalm, a sermon, a chaplain): a name before a time ("Ruth 10:30") has the same
 * shape. "Ruth rang" and "Ruth 3 weeks ago" stay names.
 */
type Span = readonly [number, number];

const BOOKS = [
  'Genesis',
  'Exodus',
  'Leviticus',
  'Numbers',
  'Deuteronomy',
  'Joshua',
  'Judges',
  'Ruth',
  'Samuel',
  'Kings',
  'Chronicles',
  'Ezra',
  'Nehemiah',
  'Esther',
  'Job',
  'Psalms?',
  'Proverbs',
  'Ecclesiastes',
  'Song of Songs',
  'Song of Solomon',
  'Isaiah',
  'Jeremiah',
  'Lamentations',
  'Ezekiel',
  'Daniel',
  'Hosea',
  'Joel',
  'Amos',
  'Obadiah',
  'Jonah',
  'Micah',
  'Nahum',
  'Habakkuk',
  'Zephaniah',
  'Haggai',
  'Zechariah',
  'Malachi',
  'Matthew',
  'Mark',
  'Luke',
  'John',
  'Acts',
  'Romans',
  'Corinthians',
  'Galatians',
  'Ephesians',
  'Philippians',
  'Colossians',
  'Thessalonians',
  'Timothy',
  'Titus',
  'Philemon',
  'Hebrews',
  'James',
  'Peter',
  'Jude',
  'Revelation',
  'Tobit',
  'Judith',
  'Maccabees',
  'Wisdom',
  'Sirach',
  'Ecclesiasticus',
  'Baruch',
].join('|');

/** "the Book of Ruth", "Book of Job". */
const BOOK_OF = new RegExp(String.raw`\b[Bb]ook[^\S\n]+of[^\S\n]+(${BOOKS})\b`, 'g');
/** "Ruth 1:16", "1 Corinthians 13:4-7", "Psalm 23:1": a book, its chapter and its verse. */
const CHAPTER_VERSE = new RegExp(
  String.raw`\b((?:[1-3][^\S\n]?)?(?:${BOOKS}))[^\S\n]+\d{1,3}:\d{1,3}(?:[-–]\d{1,3})?\b`,
  'g',
);

/** Words of reading scripture, one of which must be in the text for a chapter and verse to be read. */
const SCRIPTURE_CUE =
  /\b(?:[Rr]ead(?:s|ing|ings)?|[Vv]erses?|[Bb]ible|[Ss]cripture|[Ss]ermon|[Cc]haplain(?:cy)?|[Hh]ymn|[Pp]salm|[Gg]ospel|[Dd]evotions?)\b/;

export function scriptureReferenceSpans(text: string): Span[] {
  if (!text.includes('ook of') && !text.includes(':')) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(BOOK_OF)) {
    const start = m.index + m[0].length - m[1].length;
    spans.push([start, start + m[1].length]);
  }
  if (SCRIPTURE_CUE.test(text))
    for (const m of text.matchAll(CHAPTER_VERSE)) spans.push([m.index, m.index + m[1].length]);
  return spans;
}
