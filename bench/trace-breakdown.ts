// Where a page load's time went, from a Chrome trace of it (`browser.startTracing` with
// TRACE_CATEGORIES): the page's main thread from the navigation's start to `untilMs` (a time
// from the page's time origin, such as the first painted board), as milestones, busy and idle
// time, the kinds of work, and the longest script calls. bench/instant-start.ts `--profile yes`.

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the work cost, whatever else the machine ran meanwhile. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      documentLoaderURL?: string;
      url?: string;
      functionName?: string;
      frame?: string;
      isMainFrame?: boolean;
      lineNumber?: number;
      columnNumber?: number;
    };
  };
}

/** The kinds of main-thread work reported, each a trace event name and what it means. */
const KINDS: [string, string][] = [
  ['ParseHTML', 'parse HTML'],
  ['EvaluateScript', 'evaluate a script'],
  ['v8.compile', 'compile'],
  ['FunctionCall', 'run JavaScript (calls from tasks, timers, messages)'],
  ['EventDispatch', 'DOM events'],
  ['TimerFire', 'timers'],
  ['FireAnimationFrame', 'animation frames'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['Paint', 'paint'],
  ['MinorGC', 'minor GC'],
  ['MajorGC', 'major GC'],
];

const ms = (micros: number) => Math.round(micros / 100) / 10;

export function traceBreakdown(trace: Buffer, untilMs: number): string {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  // The page's time origin: the last navigationStart of a document with an address (the page
  // creates about:blank frames of its own, whose navigations have none); its thread is the
  // page's main thread.
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL)
    .sort((a, b) => b.ts - a.ts)[0];
  if (!navigation) return 'no navigationStart of the page in the trace';
  const main = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const start = navigation.ts;
  const end = start + untilMs * 1000;
  const inWindow = events.filter(
    (event) => main(event) && event.ph === 'X' && event.ts >= start && event.ts < end,
  );
  const lines: string[] = [];
  const firstParse = inWindow.find((event) => event.name === 'ParseHTML');
  lines.push(
    `  the page's HTML parsed from ${firstParse ? ms(firstParse.ts - start) : '?'} ms ` +
      '(navigation, service worker and the document before it)',
  );
  for (const script of inWindow.filter((event) => event.name === 'EvaluateScript')) {
    const url = (script.args?.data?.url ?? '').replace(/^.*\/assets\//, '');
    lines.push(
      `  evaluate ${url || 'inline'}: ${ms(script.ts - start)}–${ms(script.ts + (script.dur ?? 0) - start)} ms`,
    );
  }
  const tasks = inWindow.filter((event) => event.name === 'RunTask');
  const busy = tasks.reduce((sum, task) => sum + Math.min(task.dur ?? 0, end - task.ts), 0);
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  lines.push(
    `  main thread to ${untilMs} ms: busy ${ms(busy)} ms in ${tasks.length} tasks, ` +
      `idle ${ms(end - start - busy)} ms (waiting: network, storage, workers, frames)`,
    `  main thread CPU time (what a loaded machine does not inflate): ${ms(cpu)} ms; ` +
      `the longest task's: ${ms(Math.max(0, ...tasks.map((task) => task.tdur ?? 0)))} ms`,
  );
  // Each kind's outermost events only, so nested calls are not counted twice.
  for (const [name, meaning] of KINDS) {
    const own = inWindow.filter((event) => event.name === name);
    const outer = own.filter(
      (event) =>
        !own.some(
          (other) =>
            other !== event &&
            other.ts <= event.ts &&
            other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
            (other.dur ?? 0) > (event.dur ?? 0),
        ),
    );
    const total = outer.reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (total >= 1000) lines.push(`    ${meaning}: ${ms(total)} ms (${outer.length})`);
  }
  const calls = inWindow
    .filter((event) => event.name === 'FunctionCall' || event.name === 'TimerFire')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 8);
  lines.push('  longest calls:');
  for (const call of calls) {
    const data = call.args?.data;
    // The built file's line and column: its source map (dist/assets/*.js.map) names the source.
    const file = (data?.url ?? '').replace(/^.*\//, '');
    const at =
      file && data?.lineNumber !== undefined ? `:${data.lineNumber}:${data.columnNumber}` : '';
    const where = `${data?.functionName || '(anonymous)'} ${file}${at}`;
    lines.push(`    ${ms(call.dur ?? 0)} ms at ${ms(call.ts - start)} ms: ${call.name} ${where}`);
    // Style and layout inside a script call are forced (synchronous) by what it read.
    const forced = (name: string) =>
      inWindow.filter(
        (event) =>
          event.name === name &&
          event.ts >= call.ts &&
          event.ts + (event.dur ?? 0) <= call.ts + (call.dur ?? 0),
      );
    const style = forced('UpdateLayoutTree');
    const layout = forced('Layout');
    if (style.length + layout.length > 0) {
      const sum = (list: TraceEvent[]) => ms(list.reduce((total, e) => total + (e.dur ?? 0), 0));
      lines.push(
        `      forced inside: style ${sum(style)} ms (${style.length}), ` +
          `layout ${sum(layout)} ms (${layout.length})`,
      );
    }
  }
  return lines.join('\n');
}
