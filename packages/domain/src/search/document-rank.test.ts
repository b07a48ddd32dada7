import { describe, expect, it } from 'vitest';
import { documentScore, rankDocuments, wordsOf } from './document-rank.js';

const page = (title: string, description = '', content = '') => ({ title, description, content });

const quickSearch = page('Quick search and keyboard shortcuts', 'Find any circuit without leaving the keyboard.');
const apiKeys = page('API keys and using the API', 'Automate what the portal does.', 'Create a key per script.');
const ports = page('Ordering a port and a LAG', 'A port is your connection.', 'Order one at a PoP.');
const admin = page('Company administration', 'Who can sign in.', 'Call support to report a problem.');

describe('documentation search ranking (spec 2 Documentation group)', () => {
  it('reads words as runs of letters and digits, lower-cased', () => {
    expect(wordsOf('API-key, 100G ports!')).toEqual(['api', 'key', '100g', 'ports']);
    expect(wordsOf('  ')).toEqual([]);
  });

  it('ranks a whole word (or its plural) above the start of a longer word', () => {
    expect(rankDocuments([quickSearch, apiKeys], 'key').map((doc) => doc.title)).toEqual([
      'API keys and using the API',
      'Quick search and keyboard shortcuts',
    ]);
  });

  it('ranks the title above the description, and the description above the body', () => {
    const inBody = page('Billing', 'Charges.', 'A port is billed monthly.');
    const inDescription = page('Cross connects', 'The cable to your port.');
    expect(rankDocuments([inBody, inDescription, ports], 'port').map((doc) => doc.title)).toEqual([
      'Ordering a port and a LAG',
      'Cross connects',
      'Billing',
    ]);
  });

  it('does not match a word inside another word', () => {
    expect(documentScore(admin, 'port')).toBe(0);
    expect(rankDocuments([admin, ports], 'port').map((doc) => doc.title)).toEqual(['Ordering a port and a LAG']);
  });

  it('needs every word of the query, and ranks a title holding the whole phrase first', () => {
    expect(documentScore(ports, 'port kubernetes')).toBe(0);
    const phrase = page('Port speed', 'How fast.');
    const apart = page('Speed of a port', 'How fast.');
    expect(documentScore(phrase, 'port speed')).toBeGreaterThan(documentScore(apart, 'port speed'));
  });

  it('matches nothing for an empty query and keeps the index order on ties', () => {
    expect(documentScore(ports, ' - ')).toBe(0);
    const twin = page('Ordering a port and a LAG', 'Another.');
    expect(rankDocuments([ports, twin], 'lag')).toEqual([ports, twin]);
  });
});
