import { CliError } from '../cli-error';
import { parseCommand } from '../parse-command';

const failure = (argv: string[]) => {
  try {
    parseCommand(argv);
  } catch (error) {
    return error;
  }
  throw new Error(`parseCommand(${argv.join(' ')}) did not fail`);
};

describe('admin command line', () => {
  it('reads each command with its options', () => {
    expect(parseCommand(['registrations', '--event', 'Mine_CS', '--out', 'x.csv'])).toEqual({
      name: 'registrations',
      event: 'Mine_CS',
      out: 'x.csv',
    });
    expect(parseCommand(['users'])).toEqual({ name: 'users', out: undefined });
    expect(parseCommand(['guesses', '--out=g.csv'])).toEqual({ name: 'guesses', out: 'g.csv' });
    expect(parseCommand(['verify-payment', ' a@b.in ', '--reference', ' RCPT-2025-0042 '])).toEqual({
      name: 'verify-payment',
      email: 'a@b.in',
      reference: 'RCPT-2025-0042',
    });
    expect(parseCommand(['verify-payment', 'a@b.in', '--desk'])).toEqual({
      name: 'verify-payment',
      email: 'a@b.in',
      reference: null,
    });
    expect(parseCommand(['unverify-payment', 'a@b.in'])).toEqual({ name: 'unverify-payment', email: 'a@b.in' });
    expect(
      parseCommand(['reject-payment', 'a@b.in', '--reason', ' Not found\nin our statement ', '--reference', '4021']),
    ).toEqual({
      name: 'reject-payment',
      email: 'a@b.in',
      reason: 'Not found\nin our statement',
      reference: '4021',
    });
    expect(parseCommand(['grant-organiser', 'a@b.in'])).toEqual({ name: 'grant-organiser', email: 'a@b.in' });
    expect(parseCommand(['revoke-organiser', 'a@b.in'])).toEqual({ name: 'revoke-organiser', email: 'a@b.in' });
    expect(parseCommand(['login', 'a@b.in'])).toEqual({ name: 'login', email: 'a@b.in' });
  });

  it('takes an organiser token for any command, for a server that has the database open', () => {
    expect(parseCommand(['users', '--token', ' t0ken '])).toEqual({ name: 'users', out: undefined, token: 't0ken' });
    // Random base64url: one token in 64 begins with "-", and is still the token.
    expect(parseCommand(['users', '--token', '-t0ken'])).toEqual({ name: 'users', out: undefined, token: '-t0ken' });
    expect(parseCommand(['verify-payment', 'a@b.in', '--desk', '--token=t0ken'])).toEqual({
      name: 'verify-payment',
      email: 'a@b.in',
      reference: null,
      token: 't0ken',
    });
    expect(parseCommand(['users', '--token-stdin'])).toEqual({ name: 'users', out: undefined, tokenStdin: true });
  });

  it('shows the usage for help, -h and no command', () => {
    for (const argv of [[], ['help'], ['-h'], ['users', '--help']])
      expect(parseCommand(argv)).toEqual({ name: 'help' });
  });

  it('refuses mistakes with a one-line usage error', () => {
    const cases: Array<[string[], RegExp]> = [
      [['export'], /^Unknown command "export"\. Commands: registrations, users, guesses/],
      [['verify-payment'], /^verify-payment needs the user's e-mail/],
      [['users', '--evnt', 'x'], /Unknown option '--evnt'/],
      [['registrations', '--event'], /argument missing/],
      [['users', '--event', 'QS'], /^--event only applies to the registrations command$/],
      [['users', 'extra'], /^users takes no argument, got: extra$/],
      [['reject-payment', 'a@b.in'], /^reject-payment: Give the student a reason$/],
      [
        ['verify-payment', 'a@b.in'],
        /^verify-payment needs the reference you checked: --reference <reference>, or --desk/,
      ],
      [['reject-payment', 'a@b.in', '--reason', 'x'], /^reject-payment needs the reference you checked/],
      [['reject-payment', 'a@b.in', '--reason', 'x', '--desk'], /^--desk only applies to the verify-payment command$/],
      [['verify-payment', 'a@b.in', '--desk', '--reference', 'R1'], /^verify-payment: give --reference or --desk/],
      [['verify-payment', 'a@b.in', '--reference', ' '], /^verify-payment: --reference is empty or not a reference$/],
      [['users', '--reference', 'R1'], /^--reference only applies to the verify-payment and reject-payment commands$/],
      [['reject-payment', 'a@b.in', '--reason', 'x'.repeat(501)], /^reject-payment: The reason can have at most 500/],
      [
        ['verify-payment', 'a@b.in', '--desk', '--reason', 'x'],
        /^--reason only applies to the reject-payment command$/,
      ],
      [['grant-organiser'], /^grant-organiser needs the user's e-mail/],
      [['revoke-organiser', 'a@b.in', 'b@c.in'], /^revoke-organiser <email> takes no argument, got: b@c\.in$/],
      [['login'], /^login needs the user's e-mail: npm run admin -- login <email>$/],
      [['users', '--token', ' '], /^--token is empty: give the token that the login command printed$/],
      [['users', '--token'], /argument missing/],
      [['users', '--token', 't', '--token-stdin'], /^--token and --token-stdin both give the token: use one/],
    ];
    for (const [argv, message] of cases) {
      const error = failure(argv);
      expect(error).toBeInstanceOf(CliError);
      expect(error).toMatchObject({ exitCode: 2, message: expect.stringMatching(message) });
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
