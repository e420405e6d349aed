import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// A signed-in visitor for the pages that need one: an account made through the API, its code read from the server's
// mail outbox.

async function post(baseUrl, call, body) {
  const response = await fetch(`${baseUrl}/api${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${call} answered ${response.status}: ${answer.message}`);
  return answer;
}

/** The code of the newest verification mail in the outbox (the server writes each mail there without SMTP_URL). */
async function mailedCode(outbox, email) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      const code = text.includes(email) && /verification code is (\d{5})/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code for ${email} in ${outbox}`);
}

/** Signs an account up and in through the API, and returns the `curUser` record the site stores for it. */
export async function signedInRecord(baseUrl, dataDir) {
  const email = `lighthouse.${Date.now()}@example.com`;
  const password = 'Bench123';
  await post(baseUrl, '/auth/sendEmail', { email });
  await post(baseUrl, '/auth/register', {
    email,
    password,
    cpassword: password,
    referral: '',
    firstName: 'Bench',
    lastName: 'Visitor',
    college: 1,
    otherCollege: '',
    year: '2026',
    mobile: `9${String(Date.now()).slice(-9)}`,
    code: await mailedCode(path.join(dataDir, 'outbox'), email),
  });
  const { token, user } = await post(baseUrl, '/auth/login', { email, password });
  return JSON.stringify({ ...user, token, user, savedDate: new Date().toISOString() });
}
