import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { seedBilling } from './billing-fixtures';
import { customerInput, fileSuite, sleep, startHarness, trpcData, type Harness } from './helpers';

/**
 * The mail tests' setup (issue 34): both shops with the billing catalogue and owners' sessions, a
 * customer with an e-mail address, a battery invoice helper, a real SMTP server in this process
 * (smtp-server, with auth, on 127.0.0.1 and a free port) and waiting for a message's outcome.
 */

export type Smtp = {
  port: number;
  received: ParsedMail[];
  /** Every AUTH attempt's user name (the password is checked, never kept). */
  logins: string[];
  close: () => Promise<void>;
};

/** A real SMTP server; `reject`: every recipient is refused with that 550 reply. */
export async function startSmtp(
  auth: { user: string; pass: string },
  reject?: string,
): Promise<Smtp> {
  const received: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(login, _session, callback) {
      logins.push(login.username ?? '');
      if (login.username === auth.user && login.password === auth.pass) {
        callback(null, { user: auth.user });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(_address, _session, callback) {
      if (!reject) return callback();
      callback(Object.assign(new Error(reject), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Invoice = { id: string; invoiceNumber: string; dueDate: string; totalAmount: string };
export type Message = {
  id: string;
  status: 'queued' | 'sent' | 'failed';
  transport: 'smtp' | 'outbox' | null;
  attempts: number;
  lastError: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
};

async function start(env: Record<string, string>) {
  const h = await startHarness(env);
  const fx = await seedBilling(h, h.a);
  await seedBilling(h, h.b);
  const owner = await h.login(h.a);
  const ownerB = await h.login(h.b);
  const shops = { h, fx, owner, ownerB };
  const as = { tenant: 'alpha', cookie: owner };
  const customer = trpcData<{ id: string; name: string; email: string }>(
    await h.trpcMutation(
      'tenant.customers.create',
      customerInput('Sunrise Homes', {
        email: 'accounts@sunrise-homes.example',
        address: '12 Lake Road, Kolkata',
      }),
      as,
    ),
  );
  return { ...shops, customer };
}

/** The file's suite; `env` configures its server (e.g. JOBS=work for the queue). */
export function mailSuite(env: Record<string, string> = {}) {
  const suite = fileSuite(
    () => start(env),
    ({ h }) => h.close(),
  );
  const asOwner = () => ({ tenant: 'alpha', cookie: suite.owner });
  const asOwnerB = () => ({ tenant: 'beta', cookie: suite.ownerB });
  const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, asOwner());
  const query = (path: string, input?: unknown) => suite.h.trpcQuery(path, input, asOwner());

  /** One battery at 18 % within the state: price + 9 % + 9 %. */
  async function invoice(
    price = '10000',
    dates: { invoiceDate?: string; dueDate?: string } = {},
    customerId = suite.customer.id,
  ) {
    return trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate: dates.invoiceDate ?? '2025-10-01',
        ...(dates.dueDate ? { dueDate: dates.dueDate } : {}),
        billToId: customerId,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price }],
      }),
    );
  }

  async function saveSettings(settings: Record<string, unknown>) {
    return trpcData<Record<string, unknown>>(
      await mutate('tenant.mail.saveSettings', {
        host: '',
        port: 587,
        security: 'starttls',
        username: '',
        fromName: 'Alpha Solar',
        fromAddress: 'billing@alpha-solar.example',
        replyTo: '',
        templates: {},
        remindersEnabled: false,
        reminderOffsets: [-3, 0, 7, 15],
        ...settings,
      }),
    );
  }

  async function message(id: string) {
    return trpcData<Message & { raw: string | null }>(await query('tenant.mail.message', { id }));
  }

  /** The message once it is no longer queued (sent or failed), within `ms`. */
  async function settled(id: string, ms = 30_000) {
    const end = Date.now() + ms;
    for (;;) {
      const row = await message(id);
      if (row.status !== 'queued') return row;
      if (Date.now() > end) throw new Error(`message ${id} still queued: ${row.lastError}`);
      await sleep(150);
    }
  }

  return { suite, asOwner, asOwnerB, mutate, query, invoice, saveSettings, message, settled };
}

/** The server's log lines as one text (for the secret scans). */
export async function logText(h: Harness): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  await sleep(200);
  return readFile(h.logFile, 'utf8').catch(() => '');
}
