import { runServer } from '../run-server';

/*
 * The server process as server.ts runs it, serving the site built in the folder named by its argument instead of
 * this checkout's (a test's fake build, testing/fake-site.ts): the deployment tests ask real processes for pages in
 * a checkout not built yet.
 */
const [siteRoot] = process.argv.slice(2);
if (!siteRoot) {
  console.error('usage: server-on-site.ts <folder with shell/dist and the remotes’ dist folders>');
  process.exit(2);
}
void runServer(siteRoot);
