import { createRepositories, type Repositories, type TeamRow, type UserRow } from '../../db/repositories';
import { drivers, openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { BadInputError } from '../../lib/domain-errors';
import { guessesCsv } from '../guesses';
import { registrationsCsv } from '../registrations';
import { usersCsv } from '../users';

const lines = (csv: string) => csv.split('\r\n');

const REGISTRATIONS_HEADER_LINE =
  'Event key,Event,Team id,Role,Name,E-mail,Mobile,College,Year,Payment verified,Payment state,Payment reference';

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the command to fail');
}

describe.each(drivers)("the organisers' CSV exports on %s", (driver) => {
  let database: TestDatabase;
  let repos: Repositories;
  let asha: UserRow;
  let ravi: UserRow;
  let meera: UserRow;
  let mining: TeamRow;
  let quiz: TeamRow;

  const person = (values: Partial<UserRow> & Pick<UserRow, 'email' | 'mobile' | 'firstName' | 'lastName'>) =>
    // The password hash is never exported, so no real argon2 hash is needed here.
    repos.users.create({ passwordHash: 'not-a-hash', userName: values.email, year: '2026', college: 1, ...values });

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    repos = createRepositories(database.database.db);
    asha = await person({
      email: 'asha@example.com',
      mobile: '9000000001',
      firstName: 'Asha',
      lastName: 'Rao',
      referral: 'TMES10',
    });
    ravi = await person({
      email: 'ravi@example.com',
      mobile: '9000000002',
      firstName: 'Ravi, Jr.',
      lastName: 'Das',
      college: -1,
      otherCollege: '=HYPERLINK("http://evil.example")',
      year: '2027',
    });
    meera = await person({
      email: 'meera@example.com',
      mobile: '9000000003',
      firstName: 'Meera',
      lastName: '"M" Iyer',
      college: 2,
    });
    // Created in reverse catalogue order, to see that the export follows the catalogue.
    quiz = await database.database.db.transaction((tx) => repos.teams.createWithLeader('Quiz_Spiel', meera.id, tx));
    mining = await database.database.db.transaction((tx) => repos.teams.createWithLeader('Mine_CS', asha.id, tx));
    await database.database.db.transaction((tx) =>
      repos.teams.addMember(mining, meera.id, new Date(Date.now() + 1000), tx),
    );
    await database.database.db.transaction((tx) =>
      repos.teams.addMember(mining, ravi.id, new Date(Date.now() + 2000), tx),
    );
    await repos.guesses.create({ userId: ravi.id, guess: 'MINE @SAFETY', fullName: '' });
    // A name typed by a caller before the server took it from the account: the export shows the account's.
    await repos.guesses.create({ userId: asha.id, guess: 'ROCK MINERAL', fullName: 'Ravi Das' });
    // Starting embedded PostgreSQL and migrating takes seconds on a busy machine.
  }, 60_000);
  afterAll(() => database.dispose());

  it('exports every team, leader first, events in catalogue order, colleges by name, fields quoted', async () => {
    const csv = await registrationsCsv(repos);
    expect(lines(csv)).toEqual([
      REGISTRATIONS_HEADER_LINE,
      `Mine_CS,National Mining Innovation Challenge,${mining.id},leader,Asha Rao,asha@example.com,9000000001,Indian Institute of Technology Kharagpur,2026,no,unpaid,`,
      `Mine_CS,National Mining Innovation Challenge,${mining.id},member,"Meera ""M"" Iyer",meera@example.com,9000000003,ABV-Indian Institute of Information Technology and Management Gwalior,2026,no,unpaid,`,
      `Mine_CS,National Mining Innovation Challenge,${mining.id},member,"Ravi, Jr. Das",ravi@example.com,9000000002,"'=HYPERLINK(""http://evil.example"")",2027,no,unpaid,`,
      `Quiz_Spiel,Quiz Spiel,${quiz.id},leader,"Meera ""M"" Iyer",meera@example.com,9000000003,ABV-Indian Institute of Information Technology and Management Gwalior,2026,no,unpaid,`,
      '',
    ]);
  });

  it('exports one event by its key or by its page id', async () => {
    const byKey = await registrationsCsv(repos, 'Quiz_Spiel');
    expect(lines(byKey)).toHaveLength(3);
    expect(lines(byKey)[1]).toMatch(new RegExp(`^Quiz_Spiel,Quiz Spiel,${quiz.id},leader,`));
    expect(await registrationsCsv(repos, 'QS')).toBe(byKey);
    expect(lines(await registrationsCsv(repos, 'Geobotics'))).toEqual([REGISTRATIONS_HEADER_LINE, '']);
  });

  it('refuses an unknown event key and lists the valid ones', async () => {
    const error = await failure(registrationsCsv(repos, 'Mine-CS'));
    expect(error).toBeInstanceOf(BadInputError);
    expect((error as Error).message).toBe(
      'Unknown event key "Mine-CS". Valid keys: Safety_DA, Petro_CS, Enviro_CS, Mine_CS, Safety_Hunt, Geobotics, ' +
        'Indu_Design, Nmic, Mineac, Quiz_Spiel, Mine_Shot, publiQuiz, Pitch_Perfect, code_ext, Mine_A_Thon',
    );
  });

  it('exports the users without their password hashes, with their payment state and reference last', async () => {
    await database.database.db.transaction((tx) =>
      repos.payments.submitReference(ravi.id, '123456789012', new Date(), tx),
    );
    const rows = lines(await usersCsv(repos));
    expect(rows[0]).toBe(
      'Name,E-mail,Mobile,College,Year,Referral,Payment verified,Created at,Payment state,Payment reference',
    );
    const createdAt = /,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/;
    expect(rows.slice(1, 4).map((row) => row.replace(createdAt, ',<created>,'))).toEqual([
      'Asha Rao,asha@example.com,9000000001,Indian Institute of Technology Kharagpur,2026,TMES10,no,<created>,unpaid,',
      `"Ravi, Jr. Das",ravi@example.com,9000000002,"'=HYPERLINK(""http://evil.example"")",2027,,no,<created>,pending,123456789012`,
      '"Meera ""M"" Iyer",meera@example.com,9000000003,ABV-Indian Institute of Information Technology and Management Gwalior,2026,,no,<created>,unpaid,',
    ]);
    expect(rows).toHaveLength(5);
    expect(rows.join('\n')).not.toContain('not-a-hash');
  });

  it("gives each person's payment state and reference, as users.csv does: pending is not unpaid", async () => {
    // Ravi's reference, entered in the test above, waits for an organiser.
    const rows = lines(await registrationsCsv(repos, 'Mine_CS')).map((row) => row.split(',').slice(-3).join(','));
    expect(rows).toEqual([
      'Payment verified,Payment state,Payment reference',
      'no,unpaid,',
      'no,unpaid,',
      'no,pending,123456789012',
      '',
    ]);
  });

  it('exports the guesses in the order they came, with the formula guard', async () => {
    const rows = lines(await guessesCsv(repos));
    expect(rows.map((row) => row.replace(/,[^,]+$/, ''))).toEqual([
      'Name,E-mail,Guess',
      '"Ravi, Jr. Das",ravi@example.com,MINE @SAFETY',
      'Asha Rao,asha@example.com,ROCK MINERAL',
      '',
    ]);
    expect(rows[1]).toMatch(/,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
