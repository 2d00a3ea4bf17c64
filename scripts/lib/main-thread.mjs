// The main thread's CPU time of a gesture, read from a Chromium trace: between the user-timing marks
// bench:start and bench:end, on the thread clock (tts), so idle waits (debounces, the network) do not count.

/** The categories a trace needs for mainThreadMs. */
export const TRACE_CATEGORIES = ['blink.user_timing'];

/** CPU time of the page's main thread between the marks bench:start and bench:end, or undefined. */
export function mainThreadMs(traceBuffer) {
  const events = JSON.parse(traceBuffer.toString()).traceEvents ?? [];
  const start = events.find((e) => e.name === 'bench:start' && typeof e.tts === 'number');
  const end = events.find((e) => e.name === 'bench:end' && e.tid === start?.tid && typeof e.tts === 'number');
  return start && end ? (end.tts - start.tts) / 1000 : undefined;
}
