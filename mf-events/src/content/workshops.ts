import type { ProgrammeSession } from './programme-types';

/**
 * Workshops of GreatStep 2025 (28–30 March). Speakers are placeholders until the organisers confirm them: replace
 * the names here, nothing else changes.
 */
export const workshopsIntro =
  'Hands-on sessions with people who work in the field, open to every registered participant.';

export const workshops: readonly ProgrammeSession[] = [
  {
    id: 'mine-planning',
    title: 'Mine Planning with Modern Software',
    what: [
      'A hands-on introduction to how open-pit and underground mines are planned on the computer: from the drill-hole data to the block model, the pit shell and a first schedule.',
      'Bring a laptop; the software is provided for the session.',
    ],
    when: '28 March 2025, 2 pm – 5 pm',
    where: 'Department of Mining Engineering, IIT Kharagpur',
    who: ['Sample Speaker, mine planning engineer (to be announced)'],
  },
  {
    id: 'drones-surveying',
    title: 'Drones in Mine Surveying',
    what: [
      'How drones map a mine: flight planning, photogrammetry and turning the images into volumes and slope checks that a mine can act on.',
      'A live flight demonstration closes the session, weather permitting.',
    ],
    when: '29 March 2025, 10 am – 1 pm',
    where: 'Department of Mining Engineering, IIT Kharagpur',
    who: ['Sample Speaker, geomatics specialist (to be announced)'],
  },
];
