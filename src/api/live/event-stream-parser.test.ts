import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent } from './event-stream-parser';

function parse(chunks: readonly string[]) {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return { events, lastEventId: parser.lastEventId };
}

const STREAM =
  ': keep-alive\n\n' +
  'id: 41\nevent: card\ndata: {"version":41}\n\n' +
  'id: 42\r\nevent: presence\r\ndata: line one\r\ndata:line two\r\n\r\n' +
  'data: no id or name\r\r' +
  'id: 43\n\n' +
  'event: column\ndata: cut';

describe('createEventStreamParser', () => {
  it('reads ids, names and joined data lines, skipping comments', () => {
    const { events, lastEventId } = parse([STREAM]);
    expect(events).toEqual([
      { id: '41', event: 'card', data: '{"version":41}' },
      { id: '42', event: 'presence', data: 'line one\nline two' },
      { id: '42', event: 'message', data: 'no id or name' },
    ]);
    // An event with an id and no data dispatches nothing but moves the resume point.
    expect(lastEventId).toBe('43');
  });

  it('reads the same events however the text is cut into chunks', () => {
    const whole = parse([STREAM]);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: STREAM.length }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), STREAM.length];
        const chunks = points.slice(1).map((end, i) => STREAM.slice(points[i], end));
        expect(parse(chunks)).toEqual(whole);
      }),
      { seed: 14, numRuns: 300 },
    );
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const events: StreamEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    parser.push('id: 7\nevent: board\ndata: {}\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toEqual([{ id: '7', event: 'board', data: '{}' }]);
  });
});
