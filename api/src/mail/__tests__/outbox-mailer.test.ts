import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../create-mailer';
import { verificationMail } from '../templates';

describe('the outbox mailer (no SMTP_URL)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gs-outbox-'));
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file with both parts and logs one line', async () => {
    const lines: string[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'GreatStep <greatstept@gmail.com>', dataDir },
      { info: (line) => lines.push(line) },
    );
    await mailer.send(verificationMail('asha@example.com', '48213', 10));

    const outbox = path.join(dataDir, 'outbox');
    const files = await fs.readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^From: GreatStep <greatstept@gmail\.com>$/m);
    expect(eml).toMatch(/^To: asha@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your GreatStep verification code$/m);
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
    expect(eml).toContain('48213');
    expect(lines).toEqual([expect.stringContaining('asha@example.com')]);
  });
});
