import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left until a deadline, ticking once a second. Counted from the deadline rather than by
 * decrementing, so a throttled background tab still shows the true time when it comes back.
 * `startsRunning: false` waits for the first `restart()` (a code sent on an earlier visit).
 */
export function useCountdown(seconds: number, startsRunning = true) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + (startsRunning ? seconds * 1000 : 0))
  const [secondsLeft, setSecondsLeft] = useState(startsRunning ? seconds : 0)

  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setSecondsLeft(left)
      if (left === 0) clearInterval(timer)
    }
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [endsAt])

  const restart = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000)
    setSecondsLeft(seconds)
  }, [seconds])

  return { secondsLeft, isRunning: secondsLeft > 0, restart }
}
