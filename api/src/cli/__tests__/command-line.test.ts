import { CliError } from '../cli-error';
import { parseCommand } from '../parse-command';
import { parseRemoteCommand } from '../remote/parse-remote-command';

const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return error;
  }
  throw new Error('the command line was taken');
};

// The two tools read --server, --token and --token-stdin with the same code: the same line, the same answer.
describe.each([
  ['admin', (argv: string[]) => parseCommand(['users', ...argv])],
  ['remote', (argv: string[]) => parseRemoteCommand(['status', ...argv]).options],
] as const)('the shared options of %s', (_tool, parse) => {
  it('reads the site of --server and the token given', () => {
    expect(parse(['--server', 'https://greatstep.example.org/any/path', '--token', ' t0ken '])).toMatchObject({
      server: 'https://greatstep.example.org',
      token: 't0ken',
    });
    expect(parse(['--token-stdin'])).toMatchObject({ tokenStdin: true });
    expect(parse([])).not.toHaveProperty('token');
  });

  it.each([
    [['--token', ' '], /^--token is empty: give the token that the login command printed$/],
    [['--token', 't', '--token-stdin'], /^--token and --token-stdin both give the token: use one/],
    [['--server', 'ftp://example.org'], /^--server takes the site's address/],
    [['--tokn', 't'], /Unknown option '--tokn'/],
  ])('refuses %j as a usage error', (argv, message) => {
    const error = refusal(() => parse([...argv]));
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ exitCode: 2, message: expect.stringMatching(message) });
  });
});
