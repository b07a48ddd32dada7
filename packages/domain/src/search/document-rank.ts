/** A page of the documentation index as the ranking reads it (spec 3 "Documentation index item"). */
export interface RankedDocument {
  title: string;
  description: string;
  content: string;
}

/** The words of a text, lower-cased: runs of letters and digits, so "API-key" is the words "api" and "key". */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How a term meets a word: the word itself (or its plural), the start of a longer word, or not at all. */
type WordMatch = 'whole' | 'prefix' | 'none';

function bestMatch(words: readonly string[], term: string): WordMatch {
  let best: WordMatch = 'none';
  for (const word of words) {
    if (word === term || word === `${term}s` || word === `${term}es`) return 'whole';
    if (word.startsWith(term)) best = 'prefix';
  }
  return best;
}

/** Weights of a term by where it is found and how: a whole word in the title outranks everything else. */
const WEIGHTS = {
  title: { whole: 100, prefix: 40 },
  description: { whole: 30, prefix: 12 },
  content: { whole: 10, prefix: 4 },
} as const;

/**
 * spec 2 Documentation group: how well a page matches a query, 0 for no match. Every word of the query must start a
 * word of the page (a word inside another, "port" in "support", does not count); whole words count more than the
 * start of a longer word, and the title more than the description, the description more than the body. A title
 * holding the whole query as a phrase ranks first.
 */
export function documentScore(document: RankedDocument, query: string): number {
  const terms = wordsOf(query);
  if (terms.length === 0) return 0;
  const fields = {
    title: wordsOf(document.title),
    description: wordsOf(document.description),
    content: wordsOf(document.content),
  };
  let score = 0;
  for (const term of terms) {
    let termScore = 0;
    for (const field of ['title', 'description', 'content'] as const) {
      const match = bestMatch(fields[field], term);
      if (match !== 'none') termScore = Math.max(termScore, WEIGHTS[field][match]);
    }
    if (termScore === 0) return 0;
    score += termScore;
  }
  const phrase = terms.join(' ');
  if (terms.length > 1 && ` ${fields.title.join(' ')} `.includes(` ${phrase}`)) score += 100;
  return score;
}

/** spec 2 Documentation group: the pages matching a query, best first (ties keep the index's order). */
export function rankDocuments<T extends RankedDocument>(documents: readonly T[], query: string): T[] {
  return documents
    .map((document, index) => ({ document, index, score: documentScore(document, query) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.document);
}
