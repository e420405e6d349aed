import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { apiMessages, releaserMessages } from '../../lib/api-messages';
import { PASSWORD, signUp, type Account } from '../../testing/accounts';
import { appRoutes } from '../../testing/app-routes';
import { startOrganiserSite, type OrganiserSite } from '../../testing/live-server';
import { admin } from '../../testing/organisers';
import { controlSocketOf } from '../control-channel';

/** What a client gets back from `port` for `bytes` written raw: the start of the server's answer. */
function rawAnswer(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.createConnection({ host: '127.0.0.1', port }, () => socket.write(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.setTimeout(5_000, () => socket.destroy());
  });
}

describe('roles changed while the server runs on embedded PGlite, through its local channel', () => {
  let site: OrganiserSite | undefined;
  let member: Account;
  const live = () => {
    if (!site) throw new Error('the site starts in beforeAll');
    return site;
  };
  const releases = (who: Account) =>
    live().server.call({ method: 'GET', url: '/api/organisers/remotes/events/releases', token: who.token });
  const summary = (who: Account) =>
    live().server.call({ method: 'GET', url: '/api/organisers/summary', token: who.token });

  beforeAll(async () => {
    site = await startOrganiserSite('gs-channel-', `lead-${Date.now()}@example.org`);
    member = await signUp(site.server, { firstName: 'Meera' });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('grants and revokes the release role and the organiser role live, each holding from the next call', async () => {
    const { env } = live();
    expect((await releases(member)).status).toBe(403);
    expect(await admin(['grant-releaser', 'events', member.email], env)).toEqual({
      code: 0,
      stdout: `${member.email} may now release the events remote.\n`,
      stderr: '',
    });
    expect((await releases(member)).status).toBe(200);
    // The member signs in with the command line and gets a token, as a releaser.
    const login = await admin(['login', member.email], { ...env, ORGANISER_PASSWORD: PASSWORD });
    expect(login).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\S{20,}\n$/) });

    expect(await admin(['grant-organiser', member.email], env)).toMatchObject({
      code: 0,
      stdout: `${member.email} is now an organiser.\n`,
    });
    expect((await summary(member)).status).toBe(200);
    expect(await admin(['revoke-organiser', member.email], env)).toMatchObject({ code: 0 });
    expect(await summary(member)).toMatchObject({ status: 403, body: { message: apiMessages.organisersOnly } });

    expect(await admin(['revoke-releaser', 'events', member.email], env)).toMatchObject({
      code: 0,
      stdout: `${member.email} may no longer release the events remote.\n`,
    });
    expect(await releases(member)).toMatchObject({
      status: 403,
      body: { message: releaserMessages.releasersOf('events') },
    });
    // A refusal comes back as the command line's own.
    expect(await admin(['revoke-releaser', 'events', member.email], env)).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${releaserMessages.notReleaser('events')}\n`,
    });
    expect(await admin(['grant-organiser', 'ghost@example.com'], env)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: No user with the e-mail ghost@example.com\n',
    });

    const audit = await live().server.call({ method: 'GET', url: '/api/organisers/audit', token: live().token });
    const records = (audit.body.records as Array<{ actor: string; action: string; target: string }>).slice(0, 4);
    expect(records.map((record) => [record.actor, record.action, record.target])).toEqual([
      ['npm run admin', 'releaser.revoke', member.email],
      ['npm run admin', 'role.revoke', member.email],
      ['npm run admin', 'role.grant', member.email],
      ['npm run admin', 'releaser.grant', member.email],
    ]);
  });

  it('keeps the channel in a folder of DATA_DIR that only the server’s OS user may enter', () => {
    const socketPath = controlSocketOf(live().dataDir);
    const socket = fs.lstatSync(socketPath);
    const folder = fs.lstatSync(path.dirname(socketPath));
    expect({ socket: socket.isSocket(), mode: (socket.mode & 0o777).toString(8) }).toEqual({
      socket: true,
      mode: '600',
    });
    expect({ folder: folder.isDirectory(), mode: (folder.mode & 0o777).toString(8) }).toEqual({
      folder: true,
      mode: '700',
    });
    expect(folder.uid).toBe(process.getuid?.());
    // Run as root (as CI's containers run), the test can also be another user for real: the OS refuses it, even
    // with DATA_DIR itself open to all, as data/ in a checkout is.
    if (process.getuid?.() !== 0) return;
    fs.chmodSync(live().dataDir, 0o755);
    const attempt = spawnSync(
      'setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        process.execPath,
        '-e',
        `require('net').createConnection(${JSON.stringify(socketPath)})` +
          `.on('connect', () => { console.log('connected'); process.exit(0); })` +
          `.on('error', (error) => { console.log(error.code); process.exit(0); });`,
      ],
      { encoding: 'utf8' },
    );
    expect(attempt.stdout.trim()).toBe('EACCES');
  });

  it('gives nobody who reaches the site’s port a way to change a role', async () => {
    const { server, token } = live();
    const port = Number(new URL(server.url).port);
    const request = `${JSON.stringify({ argv: ['grant-organiser', member.email] })}\n`;
    // The channel's own request, sent to the site's port: the HTTP server refuses it as a malformed request.
    expect(await rawAnswer(port, request)).toMatch(/^HTTP\/1\.1 400 /);
    // Posted as JSON anywhere, by someone signed in as an organiser: no such call.
    for (const url of ['/', '/api', '/api/control', '/api/admin', '/api/organisers/roles', '/control/admin.sock']) {
      const answer = await server.call({
        method: 'POST',
        url,
        token,
        payload: { argv: ['grant-organiser', member.email] },
      });
      expect({ url, status: answer.status }).toEqual({ url, status: 404 });
    }
    expect((await summary(member)).status).toBe(403);
    // Nor any other call: the router holds none about roles or the channel.
    const routes = appRoutes(server.app).map(({ method, url }) => `${method} ${url}`);
    expect(routes.filter((route) => /role|grant|revoke|releaser|control|admin/i.test(route))).toEqual([]);
  });

  it('removes the socket as the server stops, and the commands then open the database themselves', async () => {
    const { server, env, dataDir } = live();
    await server.close();
    expect(fs.existsSync(controlSocketOf(dataDir))).toBe(false);
    expect(await admin(['grant-releaser', 'account', member.email], env)).toMatchObject({
      code: 0,
      stdout: `${member.email} may now release the account remote.\n`,
    });
  });
});
