import { events, findEventById, findEventByKey, isRegistrationKey, teamSizeOf } from '../catalogue';

describe('the event catalogue', () => {
  it('finds Mine-A-Thon under both spellings of its id', () => {
    const event = findEventById('Mine-A-Thon');
    expect(event?.name).toBe('Mine-A-Thon');
    expect(findEventById('Mine_A_Thon')).toBe(event);
  });

  it.each([
    ['Quiz_Spiel', 'QS', 'Quiz Spiel'],
    ['Mine_Shot', 'MS', 'Mine Shot'],
    ['publiQuiz', 'quiz', 'Quizomania'],
    ['Mine_A_Thon', 'Mine_A_Thon', 'Mine-A-Thon'],
  ])('registers under the key %p for the page %p', (key, id, name) => {
    expect(findEventByKey(key)).toBe(findEventById(id));
    expect(findEventByKey(key)?.name).toBe(name);
    expect(isRegistrationKey(key)).toBe(true);
  });

  it('has no registration for Guess The Theme', () => {
    expect(findEventById('gth')?.key).toBeNull();
    expect(isRegistrationKey('gth')).toBe(false);
  });

  it.each([
    ['mineac', 'Mineac'],
    ['GEOBOTICS', 'Geobotics'],
    ['qs', 'QS'],
    ['mine-a-thon', 'Mine_A_Thon'],
    ['MINE_A_THON', 'Mine_A_Thon'],
  ])('reads the id %p in any letter case as %p, as the server answers its path', (spelled, id) => {
    expect(findEventById(spelled)?.id).toBe(id);
  });

  it.each(['nope', '', 'Mine A Thon'])('returns undefined for the unknown id %p', (id) => {
    expect(findEventById(id)).toBeUndefined();
    expect(findEventByKey(id)).toBeUndefined();
  });

  it('counts an event without a team size as one person', () => {
    expect(teamSizeOf(findEventById('code_ext')!)).toBe(1);
    expect(teamSizeOf(findEventById('Geobotics')!)).toBe(4);
  });

  it('has unique ids and keys, each page under the competitions route', () => {
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    const keys = events.flatMap((event) => (event.key === null ? [] : [event.key]));
    expect(new Set(keys).size).toBe(keys.length);
    for (const event of events) expect(event.to).toBe(`/great-step/events/competitions/${event.id}`);
  });
});
