import { describe, expect, it } from 'vitest';
import { terminate } from '../../../src/generation/writing/voice.js';

describe('a line ending inside a closing quote', () => {
  it('is ended as written, in every language’s marks', async () => {
    expect(terminate('„Und er hat es erklärt. Beides kommt in die Akte.“')).toBe('„Und er hat es erklärt. Beides kommt in die Akte.“');
    expect(terminate('« Tráigame sus zapatos. Todos. »')).toBe('« Tráigame sus zapatos. Todos. »');
    expect(terminate('She said “no”')).toBe('She said “no”.');
  });
});
