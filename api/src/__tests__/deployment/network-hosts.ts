import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

/*
 * Machines of a test's own: Linux network namespaces, each with one network card (a veth pair) on a switch (a bridge
 * in a namespace of its own), on a private /24 of 10.x.y.0 that nothing else on this machine uses. The test itself
 * sits on that network too (.1), as the operator's machine does, and reaches nothing else; the machines reach only
 * each other and their own loopback. Cutting a machine's cable is taking its switch port down: its packets are lost,
 * not refused, as when a machine's link goes.
 */

const run = promisify(execFile);

export interface NetworkHost {
  /** The namespace's name, for `ip netns exec`. */
  ns: string;
  address: string;
  /** Runs a command on this machine: `ip netns exec <ns> <command…>`. */
  wrap: string[];
}

export interface TestNetwork {
  hosts: Record<string, NetworkHost>;
  /** The test's own address on the network. */
  self: string;
  /** Cuts a machine's cable (its switch port down), or plugs it in again. */
  cut: (host: string) => Promise<void>;
  plug: (host: string) => Promise<void>;
  remove: () => Promise<void>;
}

/** Why this machine cannot make network namespaces for a test (not root, no `ip`, no permission), or null. */
export function namespacesMissing(): string | null {
  const probe = `gs-probe-${randomBytes(3).toString('hex')}`;
  try {
    execFileSync('ip', ['netns', 'add', probe], { stdio: 'pipe' });
    execFileSync('ip', ['netns', 'del', probe], { stdio: 'pipe' });
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `network namespaces are not permitted here (ip netns add: ${message})`;
  }
}

/** A 10.x.y.0/24 no address of this machine is in. */
async function freeSubnet(): Promise<string> {
  const { stdout } = await run('ip', ['-o', '-4', 'addr', 'show']);
  for (;;) {
    const subnet = `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}`;
    if (!stdout.includes(` ${subnet}.`)) return subnet;
  }
}

/**
 * Makes the machines `names` (given .10, .11, … in order) on a network of their own. `remove` takes all of it away;
 * so does the end of the test process, should the test not get there.
 */
export async function startTestNetwork(names: readonly string[]): Promise<TestNetwork> {
  const id = randomBytes(2).toString('hex');
  const subnet = await freeSubnet();
  const prefix = `gs-${id}`;
  const switchNs = `${prefix}-net`;
  const bridge = 'br0';
  // The test's own cable: one end here, the other on the switch (interface names are at most 15 characters).
  const selfLink = `gs${id}self`;
  const hosts: Record<string, NetworkHost> = {};
  const namespaces = [switchNs, ...names.map((name) => `${prefix}-${name}`)];

  const removeNow = () => {
    for (const ns of namespaces) {
      try {
        execFileSync('ip', ['netns', 'del', ns], { stdio: 'ignore' });
      } catch {
        // Not made, or gone already.
      }
    }
    try {
      execFileSync('ip', ['link', 'del', selfLink], { stdio: 'ignore' });
    } catch {
      // Went with the switch's namespace.
    }
  };
  process.once('exit', removeNow);
  const ip = (...args: string[]) => run('ip', args);
  const inSwitch = (...args: string[]) => run('ip', ['-n', switchNs, ...args]);

  try {
    await ip('netns', 'add', switchNs);
    await inSwitch('link', 'add', bridge, 'type', 'bridge');
    await inSwitch('link', 'set', bridge, 'up');
    await ip('link', 'add', selfLink, 'type', 'veth', 'peer', 'name', 'self', 'netns', switchNs);
    await inSwitch('link', 'set', 'self', 'master', bridge, 'up');
    await ip('addr', 'add', `${subnet}.1/24`, 'dev', selfLink);
    await ip('link', 'set', selfLink, 'up');
    for (const [index, name] of names.entries()) {
      const ns = `${prefix}-${name}`;
      const address = `${subnet}.${10 + index}`;
      await ip('netns', 'add', ns);
      await ip('-n', ns, 'link', 'set', 'lo', 'up');
      await ip('-n', ns, 'link', 'add', 'eth0', 'type', 'veth', 'peer', 'name', name, 'netns', switchNs);
      await ip('-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
      await ip('-n', ns, 'link', 'set', 'eth0', 'up');
      await inSwitch('link', 'set', name, 'master', bridge, 'up');
      hosts[name] = { ns, address, wrap: ['ip', 'netns', 'exec', ns] };
    }
  } catch (error) {
    removeNow();
    throw error;
  }

  return {
    hosts,
    self: `${subnet}.1`,
    cut: async (host) => {
      await inSwitch('link', 'set', host, 'down');
    },
    plug: async (host) => {
      await inSwitch('link', 'set', host, 'up');
    },
    remove: async () => {
      process.removeListener('exit', removeNow);
      removeNow();
    },
  };
}
