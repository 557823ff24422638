import {
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react'

export interface OtpInputHandle {
  focus: (index?: number) => void
}

interface OtpInputProps {
  /** One entry per box: a single digit or ''. */
  value: string[]
  onChange: (value: string[]) => void
  disabled?: boolean
  /** Kept focusable, unlike disabled, so focus can return to the boxes after a check. */
  readOnly?: boolean
  isInvalid?: boolean
  /** Id of the text that explains the boxes' error, if any. */
  describedBy?: string
  autoFocus?: boolean
  ref?: Ref<OtpInputHandle>
}

const onlyDigits = (text: string) => text.replace(/\D/g, '')

/** Boxes for a one-time code: one digit each, typing moves on, Backspace moves back. */
export function OtpInput({
  value,
  onChange,
  disabled = false,
  readOnly = false,
  isInvalid = false,
  describedBy,
  autoFocus = false,
  ref,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const length = value.length

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))]
    box?.focus()
    box?.select()
  }
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }))

  /** Writes digits into the boxes from `start` on and focuses the box after the last one. */
  const fillFrom = (start: number, digits: string) => {
    const next = [...value]
    const written = digits.slice(0, length - start).split('')
    written.forEach((digit, offset) => (next[start + offset] = digit))
    onChange(next)
    focusBox(start + written.length)
  }

  const handleInput = (index: number, raw: string) => {
    if (readOnly) return
    const digits = onlyDigits(raw)
    if (digits === '') {
      if (raw === '') onChange(value.map((digit, i) => (i === index ? '' : digit)))
      return
    }
    // Keyboards that send no key names (Android) type here: over a filled box that leaves two
    // digits, of which the new one is kept.
    const previous = value[index] ?? ''
    const isOverwrite = digits.length === 2 && previous !== ''
    if (isOverwrite) {
      fillFrom(index, digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1))
      return
    }
    // Several digits at once come from autofill of the whole code into one box.
    fillFrom(digits.length > 1 ? 0 : index, digits)
  }

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const isPrintable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (isPrintable) {
      // Handled here rather than on change: typing the digit a box already holds changes nothing,
      // so no change event would move focus on.
      event.preventDefault()
      if (/\d/.test(event.key) && !readOnly) fillFrom(index, event.key)
    } else if (event.key === 'Backspace' && value[index] === '' && index > 0 && !readOnly) {
      event.preventDefault()
      onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)))
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const digits = onlyDigits(event.clipboardData.getData('text'))
    if (digits !== '' && !readOnly) fillFrom(0, digits)
  }

  return (
    <div className="flex justify-center gap-3 sm:gap-4">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          readOnly={readOnly}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          className={`h-14 w-12 rounded-xl border-2 bg-white text-center text-2xl font-semibold text-brand-900 transition-colors outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-400 sm:h-16 sm:w-14 ${
            isInvalid ? 'border-red-500' : digit ? 'border-brand-900' : 'border-slate-300'
          }`}
        />
      ))}
    </div>
  )
}
