// A real SMTP server for the tests of email delivery (smtp-server, on a random local port), which
// asks for a user name and password, reads what arrives with mailparser, and can refuse recipients.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'roadbook';
export const SMTP_PASSWORD = 's3cret-pa55';

export interface ReceivedEmail {
  envelope: { from: string; to: string[] };
  /** The user the client signed in as. */
  user: string | undefined;
  mail: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://roadbook:s3cret-pa55@127.0.0.1:PORT`. */
  url: string;
  port: number;
  received: ReceivedEmail[];
  /** Answers RCPT TO for `address` with `responseCode` (550: no such user; 451: try later). */
  refuse(address: string, responseCode: number): void;
  /** Stops listening (an outage); `listen()` starts again on the same port. */
  close(): Promise<void>;
  listen(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const refusals = new Map<string, number>();
  let server: SMTPServer | undefined;

  function create() {
    const instance = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      closeTimeout: 100,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
          callback(null, { user: SMTP_USER });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onRcptTo(address, _session, callback) {
        const responseCode = refusals.get(address.address);
        if (responseCode === undefined) callback();
        else callback(Object.assign(new Error(`Refused: ${address.address}`), { responseCode }));
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              envelope: {
                from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              user: typeof session.user === 'string' ? session.user : undefined,
              mail,
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    });
    instance.on('error', () => {});
    return instance;
  }

  async function listenOn(port: number): Promise<number> {
    const instance = create();
    server = instance;
    await new Promise<void>((resolve, reject) => {
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve());
    });
    const address = instance.server.address();
    if (address === null || typeof address === 'string') throw new Error('SMTP server has no TCP port');
    return address.port;
  }

  const port = await listenOn(0);
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    port,
    received,
    refuse(address, responseCode) {
      refusals.set(address, responseCode);
    },
    close: () =>
      new Promise((resolve) => {
        if (server === undefined) {
          resolve();
          return;
        }
        server.close(() => resolve());
        server = undefined;
      }),
    listen: async () => {
      await listenOn(port);
    },
  };
}
