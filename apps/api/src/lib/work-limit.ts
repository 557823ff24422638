/**
 * At most `max` of these jobs run at once; the rest wait their turn in order. For work that eats
 * CPU and memory per call (decoding a picture), where running everything that arrives at once makes
 * every caller slow and can exhaust the machine's memory.
 */
export function limitConcurrency(max: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await job()
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
