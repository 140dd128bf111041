import { describe, expect, it } from 'vitest';
import { fixRelationTypos } from './relation-typos.js';

describe('misspelt relation words before their preposition are written right', () => {
  it.each([
    ['okta in the middle, conected to gmail, salesforce', 'okta in the middle, connected to gmail, salesforce'],
    ['Conected with Slack', 'Connected with Slack'],
    ['connectd to the API', 'connected to the API'],
    ['conneted to the broker', 'connected to the broker'],
    ['surounded by volunteers', 'surrounded by volunteers'],
    ['linkd to the wiki', 'linked to the wiki'],
  ])('"%s"', (text, right) => {
    expect(fixRelationTypos(text)).toBe(right);
  });

  it.each(['connected to x', 'corrected to the latest', 'connection to the server', 'a conected graph', 'liked by everyone'])('leaves "%s" as written', (text) => {
    expect(fixRelationTypos(text)).toBe(text);
  });
});
