import { events as catalogue, type CatalogueEvent } from '@greatstep/shared/events';
import { eventContent } from '../../content/events';
import { events, eventsInGroup, findEventById, findEventByKey } from '../fest-events';

test("every event of the catalogue, in the catalogue's order, with its rules and this remote's content", () => {
  expect(events.map((event) => event.id)).toEqual(catalogue.map((event) => event.id));
  const geobotics = findEventById('Geobotics');
  expect(geobotics).toMatchObject({ key: 'Geobotics', name: 'Geobotics', teamLen: 4 });
  expect(geobotics).toMatchObject(eventContent.Geobotics);
});

test('finds an event under both spellings of its id and under its registration key', () => {
  const mineAThon = findEventById('Mine-A-Thon');
  expect(mineAThon?.info).toEqual(eventContent.Mine_A_Thon.info);
  expect(findEventById('Mine_A_Thon')).toBe(mineAThon);
  expect(findEventByKey('Quiz_Spiel')).toBe(findEventById('QS'));
  expect(findEventById('Quiz_Spiel')).toBeUndefined();
});

test('lists a group in the order of the catalogue', () => {
  const online = catalogue.filter((event) => eventContent[event.id as keyof typeof eventContent].group === 'online');
  expect(eventsInGroup('online').map((event) => event.id)).toEqual(online.map((event) => event.id));
});

test("leaves out an event of another app's catalogue that this remote has no words for", () => {
  // The catalogue is a shared singleton: in a browser it may come from another app's build, with one more event.
  const stranger: CatalogueEvent = {
    id: 'Stranger',
    key: 'Stranger',
    name: 'Stranger',
    teamLen: 2,
    to: '/great-step/events/competitions/Stranger',
  };
  jest.isolateModules(() => {
    jest.doMock('@greatstep/shared/events', () => ({
      ...jest.requireActual<object>('@greatstep/shared/events'),
      events: [...catalogue, stranger],
    }));
    const other = jest.requireActual<typeof import('../fest-events')>('../fest-events');
    expect(other.events.map((event) => event.id)).toEqual(catalogue.map((event) => event.id));
    expect(other.findEventById('Stranger')).toBeUndefined();
  });
});
