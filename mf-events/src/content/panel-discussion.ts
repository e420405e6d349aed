import type { ProgrammeSession } from './programme-types';

/** The panel discussion of GreatStep 2025. Panellists are placeholders until the organisers confirm them. */
export const panelDiscussionIntro = 'Industry, government and academia on one stage, with your questions at the end.';

export const panelDiscussions: readonly ProgrammeSession[] = [
  {
    id: 'sustainable-mining',
    title: 'Mining for a Low-Carbon Future',
    what: [
      'The energy transition needs more minerals than ever, and mining must supply them with a smaller footprint. Leaders from industry, government and academia discuss how the sector can grow and clean up at the same time.',
      'Students put their questions to the panel in the last half hour.',
    ],
    when: '30 March 2025, 11 am – 1 pm',
    where: 'Department of Mining Engineering, IIT Kharagpur',
    who: [
      'Sample Panellist, mining industry (to be announced)',
      'Sample Panellist, regulator (to be announced)',
      'Sample Panellist, faculty of Mining Engineering (to be announced)',
      'Moderated by the TMES student team',
    ],
  },
];
