import { useEffect, useMemo, useRef } from 'react';

/** Timers that are cleared when the component goes away (no update after unmount). */
export function useTimers() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const set = timers.current;
    return () => {
      set.forEach(clearTimeout);
      set.clear();
    };
  }, []);
  return useMemo(
    () => ({
      after(ms: number, run: () => void) {
        const id = setTimeout(() => {
          timers.current.delete(id);
          run();
        }, ms);
        timers.current.add(id);
        return () => {
          clearTimeout(id);
          timers.current.delete(id);
        };
      },
      clearAll() {
        timers.current.forEach(clearTimeout);
        timers.current.clear();
      },
    }),
    [],
  );
}
