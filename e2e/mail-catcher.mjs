// A real SMTP server for the browser journeys of the SMTP-configured site: it takes mail with a
// login, as a provider would, and lists what it received over HTTP (GET /messages?to=…) so a
// journey can open the email that arrived.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8125);
const httpPort = Number(process.env.E2E_MAIL_PORT ?? 8126);
const USER = 'roadbook';
const PASSWORD = 'mail-secret';

/** @type {{ to: string[]; from: string; subject: string; text: string; html: string; date: string }[]} */
const received = [];

const smtp = new SMTPServer({
  authOptional: false,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
    else callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          date: new Date().toISOString(),
        });
        callback();
      })
      .catch((error) => callback(error));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
    if (url.pathname === '/health') {
      response.writeHead(200).end('ok');
      return;
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const messages = received.filter((message) => to === undefined || message.to.includes(to));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages }));
      return;
    }
    response.writeHead(404).end();
  })
  .listen(httpPort, '127.0.0.1');
