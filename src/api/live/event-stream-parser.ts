/** One event of a `text/event-stream` (the HTML standard's server-sent events). */
export interface StreamEvent {
  /** The last `id` seen so far on the stream (ids carry over to later events), or null. */
  id: string | null;
  /** `message` when the event named none. */
  event: string;
  data: string;
}

/**
 * The server-sent events format read from text chunks as they arrive, cut anywhere (even
 * between a CR and its LF): lines end with CRLF, LF or CR; a blank line ends an event;
 * `:` starts a comment (keep-alives); `data` lines are joined with LF; an event without data
 * is not dispatched, but its `id` still counts. Written out because EventSource cannot send
 * the Authorization header (CONTRACT 4b), and no library of this size does only this.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let pending = '';
  let skipLeadingLf = false;
  let lastId: string | null = null;
  let eventName = '';
  let data: string[] = [];

  function dispatch(): void {
    if (data.length > 0)
      onEvent({ id: lastId, event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
  }

  function line(text: string): void {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventName = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  }

  return {
    push(chunk: string): void {
      let text = pending + chunk;
      pending = '';
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      let start = 0;
      for (let i = 0; i < text.length; i += 1) {
        const char = text[i];
        if (char !== '\n' && char !== '\r') continue;
        line(text.slice(start, i));
        if (char === '\r') {
          if (i + 1 === text.length) skipLeadingLf = true;
          else if (text[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      pending = text.slice(start);
    },
    /** The id to resume from (`Last-Event-ID`). */
    get lastEventId(): string | null {
      return lastId;
    },
  };
}
