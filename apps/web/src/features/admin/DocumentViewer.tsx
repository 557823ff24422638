import { useEffect, useState } from 'react'
import { Spinner } from '../../components/ui/Spinner'

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; src: string }
  | { state: 'ready'; src: string; url: string; isImage: boolean }

/**
 * A private document (a company's CAC certificate) shown inside the page. Its signed link answers
 * it as a download (decision 014), so the bytes are read and shown from a local copy: a PDF in a
 * frame, an image as an image. The link itself stays as a way to download it.
 */
export function DocumentViewer({ src, title }: { src: string; title: string }) {
  const [result, setResult] = useState<Loaded>({ state: 'loading' })
  // A result of an earlier link is not this link's.
  const loaded: Loaded =
    result.state !== 'loading' && result.src === src ? result : { state: 'loading' }

  useEffect(() => {
    const controller = new AbortController()
    let url: string | null = null
    fetch(src, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const type = response.headers.get('Content-Type') ?? ''
        const isImage = type.startsWith('image/')
        const blob = await response.blob()
        url = URL.createObjectURL(new Blob([blob], { type: isImage ? type : 'application/pdf' }))
        setResult({ state: 'ready', src, url, isImage })
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: 'failed', src })
      })
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [src])

  return (
    <div className="space-y-2">
      <div className="flex h-[28rem] items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-[36rem]">
        {loaded.state === 'loading' && <Spinner label={`Loading ${title}`} />}
        {loaded.state === 'failed' && (
          <p role="alert" className="px-4 text-center text-sm text-red-800">
            The document could not be loaded here. Its link may have expired: reload the page, or
            download it below.
          </p>
        )}
        {loaded.state === 'ready' &&
          (loaded.isImage ? (
            <img src={loaded.url} alt={title} className="max-h-full max-w-full object-contain" />
          ) : (
            <iframe src={loaded.url} title={title} className="h-full w-full bg-white" />
          ))}
      </div>
      <a
        href={src}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Download {title}
      </a>
    </div>
  )
}
