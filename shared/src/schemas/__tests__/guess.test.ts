import { fieldMessages, guessEntrySchema, guessWordsSchema, joinGuess } from '..';

const userId = '6f1c9a52-3d0e-4b8a-9e1f-2a7b5c4d3e21';

describe('guess words', () => {
  it('accepts a 4-letter and a 7-letter word', () => {
    expect(guessWordsSchema.safeParse({ word1: 'Rock', word2: 'Mineral' }).success).toBe(true);
  });

  it.each(['', 'abc', 'abcde', 'ab1c'])('asks for word 1 when it is %p', (word1) => {
    const result = guessWordsSchema.safeParse({ word1, word2: 'Mineral' });
    expect(fieldMessages(result.error!)).toEqual({ word1: 'Enter word 1 to submit' });
  });

  it.each(['', 'abcdef', 'abcdefgh', 'abcdef1'])('asks for word 2 when it is %p', (word2) => {
    const result = guessWordsSchema.safeParse({ word1: 'Rock', word2 });
    expect(fieldMessages(result.error!)).toEqual({ word2: 'Enter word 2 to submit' });
  });

  it('joins the two words with one space', () => {
    expect(joinGuess({ word1: ' Rock ', word2: 'Mineral ' })).toBe('Rock Mineral');
  });
});

describe('guess entry (POST /events/addNewEntry)', () => {
  it('accepts the joined guess and normalises its spacing', () => {
    const result = guessEntrySchema.safeParse({ userId, fullName: 'Asha Verma', guess: '  Rock   Mineral ' });
    expect(result.data).toEqual({ userId, fullName: 'Asha Verma', guess: 'Rock Mineral' });
  });

  it.each([
    ['a short first word', 'Roc Mineral', 'Enter word 1 to submit'],
    ['a short second word', 'Rock Minera', 'Enter word 2 to submit'],
    ['one word', 'Rock', 'Enter word 1 to submit'],
    ['three words', 'Rock Mineral Ore', 'Enter word 1 to submit'],
  ])('refuses %s', (_case, guess, message) => {
    const result = guessEntrySchema.safeParse({ userId, guess });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('refuses an id that is not a user id', () => {
    expect(fieldMessages(guessEntrySchema.safeParse({ userId: '42', guess: 'Rock Mineral' }).error!)).toEqual({
      userId: 'Invalid id',
    });
  });
});
