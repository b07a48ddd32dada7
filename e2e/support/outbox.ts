/** The fields of an outbox message the tests read (the contract's `outboxMessageSchema`). */
interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/**
 * The development outbox of a running server (`GET /dev/outbox.json`, newest first): the e-mail sent to `to`
 * whose text has a link to `path`, waited for a few seconds since mail is written after the request commits.
 * Answers the link's path and query, to open on the server under test whatever host the link names.
 */
export async function linkFromOutbox(serverUrl: string, to: string, path: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${serverUrl}/dev/outbox.json`);
    if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
    const messages = (await response.json()) as OutboxMessage[];
    for (const message of messages.filter((candidate) => candidate.to === to)) {
      const link = message.links.map((candidate) => new URL(candidate)).find((url) => url.pathname === path);
      if (link) return `${link.pathname}${link.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} with a link to ${path} arrived in the outbox`);
}
