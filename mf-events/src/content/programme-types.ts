/** One session of the fest's programme: what it is, when and where, and who leads it. */
export interface ProgrammeSession {
  id: string;
  title: string;
  what: string[];
  when: string;
  where: string;
  who: string[];
}
