import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import type { OutboxList, OutboxMessage, OutboxMessageSummary } from '@roadbook/domain/contracts/outbox';
import { DomainError } from '@roadbook/domain/error-codes';
import { OUTBOX_FILE_NAME } from '../../integrations/email/mail-transport';

/** The list shows this many of the latest messages. */
export const OUTBOX_LIST_SIZE = 100;

export interface OutboxServiceDependencies {
  /** Where the outbox transport writes (config.email.outboxDir). */
  outboxDir: string;
}

export interface OutboxService {
  /** The latest messages, newest first; none while the folder does not exist. */
  listMessages(): Promise<OutboxList>;
  /** One message by file name; common.notFound for a name that is not an outbox file's. */
  getMessage(name: string): Promise<OutboxMessage>;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}

function addresses(field: AddressObject | AddressObject[] | undefined): string {
  if (field === undefined) return '';
  return (Array.isArray(field) ? field : [field]).map((address) => address.text).join(', ');
}

/** The time in a file name (`2026-03-02T10-00-00-123Z-…`), should the message lack a Date header. */
function dateOfName(name: string): Date {
  const time = name.slice(0, 24).replace(/^(.{10}T\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, '$1:$2:$3.$4Z');
  return new Date(time);
}

/** Reads the .eml files the outbox transport writes (development without an SMTP server). */
export function createOutboxService({ outboxDir }: OutboxServiceDependencies): OutboxService {
  async function read(name: string) {
    // Only names the transport writes: no other file, and no way out of the folder.
    if (!OUTBOX_FILE_NAME.test(name)) throw new DomainError('common.notFound');
    let source: Buffer;
    try {
      source = await fs.readFile(path.join(outboxDir, name));
    } catch (error) {
      if (isMissing(error)) throw new DomainError('common.notFound');
      throw error;
    }
    const mail = await simpleParser(source);
    const summary: OutboxMessageSummary = {
      name,
      to: addresses(mail.to),
      subject: mail.subject ?? '',
      date: (mail.date ?? dateOfName(name)).toISOString(),
    };
    return { summary, mail };
  }

  return {
    async listMessages() {
      let names: string[];
      try {
        names = await fs.readdir(outboxDir);
      } catch (error) {
        if (isMissing(error)) return { messages: [] };
        throw error;
      }
      const latest = names
        .filter((name) => OUTBOX_FILE_NAME.test(name))
        .sort()
        .reverse()
        .slice(0, OUTBOX_LIST_SIZE);
      // A file removed or unreadable since the folder was listed is left out.
      const summaries = await Promise.all(
        latest.map((name) =>
          read(name).then(
            ({ summary }) => summary,
            () => null,
          ),
        ),
      );
      return { messages: summaries.filter((summary) => summary !== null) };
    },
    async getMessage(name) {
      const { summary, mail } = await read(name);
      return {
        ...summary,
        from: addresses(mail.from),
        html: typeof mail.html === 'string' ? mail.html : '',
        text: mail.text ?? '',
      };
    },
  };
}
